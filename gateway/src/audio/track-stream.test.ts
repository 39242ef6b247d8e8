import { buffer } from 'node:stream/consumers';
import { TRACKS_COLLECTION, type TrackDoc, type TrackView, trackBlobKey, trackPartKey } from '@app/contracts';
import { readMp3Frames } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { findPlace } from '../catalog/catalog.service.js';
import { streamTrack } from './track-stream.js';
import { followTrack, requestTrack, trackView } from './tracks.js';

let h: Harness;
const startProduct = useProduct({ workers: ['audio'] });
/** Lets the held speech go on; called after each test, before its product closes (hooks after run last first). */
let release: () => void = () => {};
afterEach(() => {
  release();
});

/**
 * Speech that speaks the first piece (the first `spoken`), then holds every later one until
 * `release` (or fails them, with `fail`): the test decides when the track may be finished.
 */
function holdAfterFirstPiece(options: { fail?: boolean; spoken?: number; firstAfter?: Promise<void> } = {}) {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { speech } = h.platform;
  const speakPieces = speech.speakPieces.bind(speech);
  vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
    for await (const piece of speakPieces(text, language, from)) {
      if (piece.index === 0) await options.firstAfter;
      if (piece.index >= (options.spoken ?? 1)) {
        await gate;
        if (options.fail) throw new Error('the speech engine stopped');
      }
      yield piece;
    }
  });
}

async function requested(length: 'minute' | 'book') {
  const place = await findPlace(h.deps, 'Taj Mahal');
  return requestTrack(h.deps, { place, language: 'en-US', perspective: 'Historian', length });
}

const statusOf = async (id: string) =>
  (await h.platform.store.collection<TrackDoc>(TRACKS_COLLECTION).findOne({ _id: id }))?.status;

/** Reads a response body to its end (a body cut off with an error rejects). */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

const streamEnd = (id: string) =>
  h.logs.find((line) => line.msg === 'track stream ended' && line.trackId === id)?.end;

describe('a track still being spoken', () => {
  it('streams the audio book over HTTP as it is made: first bytes before it is finished, the stored file byte for byte by the end', async () => {
    h = await startProduct();
    holdAfterFirstPiece();
    const track = await requested('book');
    const url = `${await h.listen()}/api/tracks/${track._id}/audio`;
    // A browser's audio element asks for a range; while the track is made it gets the whole stream.
    const response = await fetch(url, { headers: { range: 'bytes=0-' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value?.length).toBeGreaterThan(0);
    // Every later piece is still held back: these bytes came from a track not yet made.
    expect(await statusOf(track._id)).toBe('speaking');
    release();
    const audio = Buffer.concat([first.value ?? new Uint8Array(), await rest(reader)]);
    const stored = await buffer(await h.platform.blobs.get(trackBlobKey(track._id)));
    expect(audio.equals(stored)).toBe(true);
    const made = await trackView(h.deps, track._id);
    expect(made.status).toBe('ready');
    expect(readMp3Frames(audio).durationMs).toBe(made.durationMs);
    expect(made.durationMs).toBeGreaterThan(120_000);
    expect(streamEnd(track._id)).toBe('complete');
  }, 180_000);

  it('reads on from the whole file, where it left off, when the track is finished mid-stream and its pieces are gone', async () => {
    h = await startProduct();
    holdAfterFirstPiece({ spoken: 2 });
    const track = await requested('book');
    const trackNow = () =>
      h.platform.store.collection<TrackDoc>(TRACKS_COLLECTION).findOne({ _id: track._id });
    await vi.waitFor(async () => expect((await trackNow())?.partsReady).toBe(2), { timeout: 60_000 });
    const chunks = streamTrack(h.deps, track._id, new AbortController().signal);
    const first = await chunks.next();
    expect(first.done).toBe(false);
    // The stream waits here (it is pulled), two pieces listed, while the track is finished and its
    // pieces deleted: the second one is gone when the stream gets to it.
    const speaking = await trackNow();
    const keys = Array.from({ length: speaking?.partsTotal ?? 0 }, (_, index) =>
      trackPartKey(track._id, speaking?.partsTake ?? '', index),
    );
    expect(keys.length).toBeGreaterThan(1);
    release();
    await vi.waitFor(
      async () =>
        expect(await Promise.all(keys.map((key) => h.platform.blobs.stat(key)))).toEqual(
          keys.map(() => null),
        ),
      { timeout: 60_000 },
    );
    const read = [first.value as Uint8Array];
    let next = await chunks.next();
    for (; !next.done; next = await chunks.next()) read.push(next.value);
    expect(next.value).toBe('complete');
    const stored = await buffer(await h.platform.blobs.get(trackBlobKey(track._id)));
    expect(Buffer.concat(read).equals(stored)).toBe(true);
  }, 120_000);

  it('sends the first piece and tells a follower it can play as soon as the piece is recorded, not at a later look (issue 27)', async () => {
    h = await startProduct();
    let speakFirst = () => {};
    // The first piece is said only once both wait; every later one is held until the test's end.
    holdAfterFirstPiece({ firstAfter: new Promise((resolve) => (speakFirst = resolve)) });
    const track = await requested('book');
    // Both read the track once an hour between news: only the news of each stage and piece moves them.
    const hour = 3_600_000;
    const chunks = streamTrack(h.deps, track._id, new AbortController().signal, hour);
    const firstBytes = chunks.next();
    const playable = (async () => {
      for await (const view of followTrack(h.deps, track._id, undefined, hour))
        if (view.audioUrl !== null) return view;
      return undefined;
    })();
    speakFirst();
    expect((await firstBytes).value?.length).toBeGreaterThan(0);
    expect(await playable).toMatchObject({ audioUrl: `/api/tracks/${track._id}/audio` });
    expect(await statusOf(track._id)).toBe('speaking');
    await chunks.return('hung-up');
  }, 60_000);

  it('tells the app it can play once the first piece is spoken, before the track is ready', async () => {
    h = await startProduct();
    holdAfterFirstPiece();
    const track = await requested('minute');
    const views = [];
    for await (const view of followTrack(h.deps, track._id)) {
      views.push(view);
      if (view.audioUrl !== null) break;
    }
    expect(views.at(-1)).toMatchObject({ status: 'speaking', audioUrl: `/api/tracks/${track._id}/audio` });
    expect(views.slice(0, -1).every((view) => view.audioUrl === null)).toBe(true);
    expect((await trackView(h.deps, track._id)).audioUrl).toBe(`/api/tracks/${track._id}/audio`);
  }, 120_000);

  it('tells the app how long a book will be before its first byte, and corrects it to its length (issue 26)', async () => {
    h = await startProduct();
    holdAfterFirstPiece();
    const track = await requested('book');
    let playable: TrackView | undefined;
    for await (const view of followTrack(h.deps, track._id)) {
      if (view.audioUrl !== null) {
        playable = view;
        break;
      }
    }
    const guess = playable?.expectedDurationMs ?? 0;
    expect(playable?.durationMs).toBeNull();
    release();
    await vi.waitFor(async () => expect(await statusOf(track._id)).toBe('ready'), { timeout: 110_000 });
    const ready = await trackView(h.deps, track._id);
    const length = ready.durationMs ?? 0;
    expect(ready.expectedDurationMs).toBe(length);
    // The guess from the text and the first piece was within a third of the book's length.
    expect(Math.abs(guess - length) / length, `guessed ${guess} ms, was ${length} ms`).toBeLessThan(1 / 3);
  }, 150_000);

  it('stops streaming when the listener hangs up', async () => {
    h = await startProduct();
    holdAfterFirstPiece();
    const track = await requested('minute');
    const hangUp = new AbortController();
    const response = await fetch(`${await h.listen()}/api/tracks/${track._id}/audio`, {
      signal: hangUp.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    hangUp.abort();
    await vi.waitFor(() => expect(streamEnd(track._id)).toBe('hung-up'), { timeout: 10_000 });
    // Ended by the hang-up, not by the track: it is still held back.
    expect(await statusOf(track._id)).toBe('speaking');
  }, 120_000);

  it('ends the stream cleanly when the track fails, and then answers 503 with the failure, not a 500', async () => {
    h = await startProduct({ env: { BUS_MAX_RETRIES: '0' } });
    holdAfterFirstPiece({ fail: true });
    const track = await requested('minute');
    const url = `${await h.listen()}/api/tracks/${track._id}/audio`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    release();
    // What was made, then a normal end: no error in the body, none thrown at the listener.
    const audio = Buffer.concat([first.value ?? new Uint8Array(), await rest(reader)]);
    expect(readMp3Frames(audio).frames).toBeGreaterThan(0);
    expect(await statusOf(track._id)).toBe('failed');
    expect(streamEnd(track._id)).toBe('failed');
    expect(h.logs.filter((line) => line.msg === 'track stream broke off')).toEqual([]);
    const again = await fetch(url);
    expect(again.status).toBe(503);
    expect(await again.json()).toMatchObject({
      message: 'We could not make this audio right now. Please try again.',
      code: 'TRACK_FAILED',
    });
  }, 120_000);
});
