import { buffer } from 'node:stream/consumers';
import { TOPICS, trackBlobKey, trackPartKey } from '@app/contracts';
import { type Platform, readMp3Frames } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AudioRequest, audioRequest, audioTestPlatform, trackRequest } from '../../test/tracks.js';
import { startWorkers, type Workers } from '../runtime.js';
import { generateTrack } from './generate-track.js';
import { type Heard, hear, type Progress } from './heard.fixture.js';

let platform: Platform;
let heard: Heard;
let workers: Workers | undefined;
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
  await platform.close();
});

async function start(options: { workers: boolean } = { workers: true }) {
  platform = await audioTestPlatform('track-parts-');
  heard = await hear(platform);
  if (options.workers) workers = await startWorkers(platform, ['audio']);
}

const blob = async (key: string) => buffer(await platform.blobs.get(key));

async function request(event: AudioRequest = audioRequest('hawa-mahal')) {
  await platform.bus.publish(TOPICS.audioRequested, [event]);
  return event;
}

const whenReady = (trackId: string) =>
  vi.waitFor(() => expect(heard.ready(trackId)).toHaveLength(1), { timeout: 60_000 });

type PartSaid = Extract<Progress, { stage: 'part' }>;
/** What audio.ready says of take `take` of a track made as `whole`. */
const madeOf = (trackId: string, take: string, whole: Buffer) => ({
  trackId,
  take,
  status: 'ready',
  durationMs: readMp3Frames(whole).durationMs,
  bytes: whole.length,
});

const partsSaid = (trackId: string) =>
  heard.progress(trackId).filter((progress): progress is PartSaid => progress.stage === 'part');

/** What the worker stored for each piece and said of it, seen when it asks for the next one. */
interface Seen {
  index: number;
  said: PartSaid | undefined;
  stored: Buffer;
  spoken: Buffer;
}

describe('a track spoken piece by piece', () => {
  it('stores and announces each piece as it is spoken, in order; the whole blob is their concatenation', async () => {
    await start();
    const event = await request();
    const { trackId } = event.payload;
    const seen: Seen[] = [];
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      for await (const piece of speakPieces(text, language, from)) {
        yield piece;
        // The worker asks for the next piece only once this one is stored and announced.
        await vi.waitFor(() => expect(partsSaid(trackId).map((part) => part.index)).toContain(piece.index), {
          timeout: 10_000,
        });
        const key = trackPartKey(trackId, event.id, piece.index);
        seen.push({
          index: piece.index,
          said: partsSaid(trackId).find((part) => part.index === piece.index),
          stored: await blob(key),
          spoken: piece.audio,
        });
        expect(heard.ready(trackId)).toEqual([]);
      }
    });
    await whenReady(trackId);

    const total = seen.length;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(heard.progress(trackId).map((progress) => progress.stage)).toEqual([
      'writing',
      'speaking',
      ...seen.map(() => 'part'),
    ]);
    expect(seen.map((s) => s.said)).toEqual(
      seen.map((s, index) => ({
        trackId,
        take: event.id,
        stage: 'part',
        index,
        total,
        part: {
          key: trackPartKey(trackId, event.id, index),
          bytes: s.spoken.length,
          durationMs: expect.any(Number),
        },
      })),
    );
    for (const s of seen) expect(s.stored.equals(s.spoken)).toBe(true);
    const whole = await blob(trackBlobKey(trackId));
    expect(whole.equals(Buffer.concat(seen.map((s) => s.stored)))).toBe(true);
    expect(heard.ready(trackId)).toEqual([madeOf(trackId, event.id, whole)]);
    // The gateway removes the pieces once it has recorded the track ready: the worker leaves them.
    for (let index = 0; index < total; index++)
      expect(await platform.blobs.stat(trackPartKey(trackId, event.id, index))).not.toBeNull();
  }, 120_000);

  it('keys every event it publishes by its track, so that the gateway hears a track’s events in order', async () => {
    await start();
    // A try broken off after its first piece: the retry says the stored piece again.
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    let brokeOff = false;
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      for await (const piece of speakPieces(text, language, from)) {
        if (piece.index === 1 && !brokeOff) {
          brokeOff = true;
          throw new Error('the speech thread died');
        }
        yield piece;
      }
    });
    const made = (await request()).payload.trackId;
    const failed = (await request(audioRequest('atlantis'))).payload.trackId;
    await whenReady(made);
    await whenReady(failed);
    await workers?.stop();
    await heard.settled();

    expect(brokeOff).toBe(true);
    expect(heard.ready(failed)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(heard.progress(made).filter((p) => p.stage === 'part' && p.total === undefined)).toHaveLength(1);
    const keys = heard.events.map((h) => [h.event.payload.trackId, h.event.key]);
    expect(keys.length).toBeGreaterThanOrEqual(7);
    expect(keys).toEqual(heard.events.map((h) => [h.event.payload.trackId, h.event.payload.trackId]));
  }, 120_000);

  it('resumes after the pieces a broken-off try stored: the text not written again, none lost, none spoken twice', async () => {
    await start();
    const froms: number[] = [];
    const spoken: { index: number; audio: Buffer }[] = [];
    let brokeOff = false;
    const write = vi.spyOn(platform.writer, 'write');
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      froms.push(from ?? 0);
      for await (const piece of speakPieces(text, language, from)) {
        if (piece.index === 1 && !brokeOff) {
          brokeOff = true;
          throw new Error('the speech thread died');
        }
        spoken.push({ index: piece.index, audio: piece.audio });
        yield piece;
      }
    });
    const event = await request(audioRequest('hawa-mahal', { tier: 'subscriber', length: 'book' }));
    const { trackId } = event.payload;
    await whenReady(trackId);

    // The retry asked for the pieces after the one stored, and every piece was spoken once.
    expect(froms).toEqual([0, 1]);
    expect(write).toHaveBeenCalledTimes(1);
    expect(spoken.map((s) => s.index)).toEqual(spoken.map((_, index) => index));
    const total = spoken.length;
    expect(total).toBeGreaterThanOrEqual(3);
    const said = heard.progress(trackId);
    expect(
      said.map((p) => (p.stage === 'part' ? `part ${p.index}${p.total ? `/${p.total}` : ''}` : p.stage)),
    ).toEqual([
      'writing',
      'speaking',
      `part 0/${total}`,
      'speaking',
      // Said again, without a total: the gateway may have missed it, and records each piece once.
      'part 0',
      ...spoken.slice(1).map((s) => `part ${s.index}/${total}`),
    ]);
    const [first, again] = partsSaid(trackId);
    expect(again?.part).toEqual(first?.part);
    const whole = await blob(trackBlobKey(trackId));
    expect(whole.equals(Buffer.concat(spoken.map((s) => s.audio)))).toBe(true);
    expect(heard.ready(trackId)).toEqual([madeOf(trackId, event.id, whole)]);
  }, 120_000);

  it('announces on the retry a piece that a try stored and could not announce', async () => {
    await start();
    const froms: number[] = [];
    const { speech, bus } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation((text, language, from) => {
      froms.push(from ?? 0);
      return speakPieces(text, language, from);
    });
    const publish = bus.publish.bind(bus);
    let lost = false;
    vi.spyOn(bus, 'publish').mockImplementation(async (topic, events) => {
      const payload = events[0]?.payload as Progress | undefined;
      if (topic === TOPICS.audioProgress && payload?.stage === 'part' && payload.index === 1 && !lost) {
        lost = true;
        throw new Error('the bus is unavailable');
      }
      return publish(topic, events);
    });
    const event = await request(audioRequest('hawa-mahal', { tier: 'subscriber', length: 'book' }));
    const { trackId } = event.payload;
    await whenReady(trackId);

    expect(lost).toBe(true);
    expect(froms).toEqual([0, 2]);
    const said = partsSaid(trackId);
    const total = said[0]?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(said.map((p) => [p.index, p.total])).toEqual([
      [0, total],
      [0, undefined],
      [1, undefined],
      ...Array.from({ length: total - 2 }, (_, i) => [i + 2, total]),
    ]);
    const stored = await Promise.all(said.slice(1).map((p) => blob(p.part.key)));
    expect((await blob(trackBlobKey(trackId))).equals(Buffer.concat(stored))).toBe(true);
  }, 120_000);

  it('announces a piece only once it is stored: a piece that could not be stored is not said', async () => {
    await start();
    const event = audioRequest('hawa-mahal', { tier: 'subscriber', length: 'book' });
    const { trackId } = event.payload;
    const { blobs } = platform;
    const put = blobs.put.bind(blobs);
    let failed = false;
    vi.spyOn(blobs, 'put').mockImplementation(async (key, data, options) => {
      if (key === trackPartKey(trackId, event.id, 1) && !failed) {
        failed = true;
        throw new Error('the disk is full');
      }
      return put(key, data, options);
    });
    await request(event);
    await whenReady(trackId);

    expect(failed).toBe(true);
    const said = partsSaid(trackId);
    const total = said[0]?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(3);
    // The gateway streams a piece as soon as it hears of it: one not stored would break the stream.
    expect(said.map((p) => [p.index, p.total])).toEqual([
      [0, total],
      [0, undefined],
      ...Array.from({ length: total - 1 }, (_, i) => [i + 1, total]),
    ]);
  }, 120_000);

  it('lets two tries of the same request run at once and ends with one whole blob: the take’s pieces, joined once', async () => {
    await start({ workers: false });
    const event = audioRequest('hawa-mahal', { tier: 'subscriber', length: 'book' });
    const { trackId } = event.payload;
    const first = generateTrack(platform, trackRequest(event));
    // The second starts while the first is speaking: it finds the pieces stored so far, and both
    // speak and store the rest.
    const second = heard
      .when((h) => h.topic === TOPICS.audioProgress && h.event.payload.stage === 'part')
      .then(() => generateTrack(platform, trackRequest(event)));
    const outcomes = await Promise.all([first, second]);
    expect(outcomes[0]).toBe('generated');
    expect(['generated', 'already-made']).toContain(outcomes[1]);

    const whole = await blob(trackBlobKey(trackId));
    const [speaking] = heard.progress(trackId).filter((p) => p.stage === 'speaking');
    const once: Buffer[] = [];
    for await (const piece of platform.speech.speakPieces(speaking?.text ?? '', 'en-US'))
      once.push(piece.audio);
    expect(whole.equals(Buffer.concat(once))).toBe(true);
    await heard.settled();
    const ready = madeOf(trackId, event.id, whole);
    expect(heard.ready(trackId)).toEqual([ready, ready]);
  }, 120_000);
});
