import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  AUDIO_CHARGES_COLLECTION,
  chargedSeconds,
  makeEvent,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
  trackBlobKey,
} from '@app/contracts';
import { type Platform, readMp3Frames } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioTestPlatform, pendingTrack } from '../../test/tracks.js';
import { startWorkers, type Workers } from '../runtime.js';
import { generateTrack } from './generate-track.js';

let platform: Platform;
let workers: Workers | undefined;
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
  await platform.close();
});

async function start(options: { workers: boolean } = { workers: true }) {
  platform = await audioTestPlatform('track-parts-');
  if (options.workers) workers = await startWorkers(platform, ['audio']);
}

const tracks = () => platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
/** Each test has one track: the speech wrappers find it without knowing its id. */
const theTrack = async () => (await tracks().find({}))[0];
const trackOf = (id: string) => tracks().findOne({ _id: id });

async function addTrack(placeId: string) {
  const id = crypto.randomUUID();
  await tracks().insertOne(pendingTrack(id, placeId));
  return id;
}

async function request(id: string, placeId: string) {
  const payload = { trackId: id, placeId, language: 'en-US', perspective: 'curated', tier: 'free' as const };
  await platform.bus.publish(TOPICS.audioRequested, [makeEvent(TOPICS.audioRequested, payload)]);
}

async function queue(placeId: string) {
  const id = await addTrack(placeId);
  await request(id, placeId);
  return id;
}

const readyEvents = (id: string) =>
  platform.store.collection('outbox').count({ topic: TOPICS.audioReady, 'event.payload.trackId': id });
const blob = async (key: string) => buffer(await platform.blobs.get(key));
const whenReady = (id: string) =>
  vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 60_000 });

/** What the worker stored for each piece, read when it asks for the next one (by then it is listed). */
interface Seen {
  index: number;
  status: string | undefined;
  partsReady: number | undefined;
  partsTotal: number | undefined;
  stored: Buffer;
}

describe('a track spoken piece by piece', () => {
  it('stores and lists each piece as it is spoken; the whole blob is their concatenation, and the pieces go once it is ready', async () => {
    await start();
    const seen: Seen[] = [];
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      for await (const piece of speakPieces(text, language, from)) {
        yield piece;
        const track = await theTrack();
        const key = track?.parts?.[piece.index]?.key ?? 'missing';
        seen.push({
          index: piece.index,
          status: track?.status,
          partsReady: track?.partsReady,
          partsTotal: track?.partsTotal,
          stored: await blob(key),
        });
        expect(seen.at(-1)?.stored.equals(piece.audio)).toBe(true);
      }
    });
    const id = await queue('hawa-mahal');
    await whenReady(id);
    const total = seen.length;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(seen.map((s) => [s.index, s.status, s.partsReady, s.partsTotal])).toEqual(
      seen.map((_, index) => [index, 'speaking', index + 1, total]),
    );
    const track = await trackOf(id);
    const whole = await blob(trackBlobKey(id));
    expect(whole.equals(Buffer.concat(seen.map((s) => s.stored)))).toBe(true);
    expect(track).toMatchObject({ bytes: whole.length, durationMs: readMp3Frames(whole).durationMs });
    expect(track?.parts).toBeUndefined();
    expect(await readyEvents(id)).toBe(1);
    await vi.waitFor(() => expect(partFiles(id)).toEqual([]), { timeout: 10_000 });
  }, 120_000);

  it('resumes after the pieces a broken-off try stored: none lost, none spoken twice', async () => {
    await start();
    const seen: Seen[] = [];
    const froms: number[] = [];
    let brokeOff = false;
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      froms.push(from ?? 0);
      for await (const piece of speakPieces(text, language, from)) {
        if (piece.index === 1 && !brokeOff) {
          brokeOff = true;
          throw new Error('the speech thread died');
        }
        yield piece;
        const track = await theTrack();
        seen.push({
          index: piece.index,
          status: track?.status,
          partsReady: track?.partsReady,
          partsTotal: track?.partsTotal,
          stored: await blob(track?.parts?.[piece.index]?.key ?? 'missing'),
        });
      }
    });
    const id = await queue('hawa-mahal');
    await whenReady(id);
    // The retry asked for the pieces after the one stored, and every piece was spoken once.
    expect(froms).toEqual([0, 1]);
    expect(seen.map((s) => s.index)).toEqual(seen.map((_, index) => index));
    const whole = await blob(trackBlobKey(id));
    expect(whole.equals(Buffer.concat(seen.map((s) => s.stored)))).toBe(true);
    expect(readMp3Frames(whole).durationMs).toBe((await trackOf(id))?.durationMs);
    expect(await readyEvents(id)).toBe(1);
  }, 120_000);

  it('lets one of two tries of the same request make the track; the other stops without listing a piece', async () => {
    await start({ workers: false });
    const id = await addTrack('hawa-mahal');
    const tryIt = (eventId: string) =>
      generateTrack(platform, { consumer: 'audio-worker', eventId, trackId: id });
    const outcomes = await Promise.all([tryIt('event-a'), tryIt('event-b')]);
    expect(outcomes.filter((outcome) => outcome === 'generated')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'generated')).toEqual(['superseded']);
    const track = await trackOf(id);
    const whole = await blob(trackBlobKey(id));
    const once: Buffer[] = [];
    for await (const piece of platform.speech.speakPieces(track?.text ?? '', 'en-US')) once.push(piece.audio);
    expect(whole.equals(Buffer.concat(once))).toBe(true);
    expect(await readyEvents(id)).toBe(1);
    // Neither take left a piece behind.
    await vi.waitFor(() => expect(partFiles(id)).toEqual([]), { timeout: 10_000 });
  }, 120_000);
});

describe('charges held for a track', () => {
  const hold = async (trackId: string, seconds: number) => {
    await platform.store.collection('users').insertOne({ _id: 'u1', audioSecondsLeft: 500 });
    await platform.store.collection(AUDIO_CHARGES_COLLECTION).insertOne({
      _id: 'c1',
      trackId,
      from: { collection: 'users', id: 'u1', field: 'audioSecondsLeft' },
      seconds,
      createdAt: new Date(),
    });
  };
  const secondsLeft = async () =>
    (await platform.store.collection('users').findOne({ _id: 'u1' }))?.audioSecondsLeft;

  it('are settled to the track’s real length in the write that makes it ready', async () => {
    await start();
    const id = await addTrack('hawa-mahal');
    await hold(id, 240);
    await generateTrack(platform, { consumer: 'audio-worker', eventId: 'e1', trackId: id });
    const cost = chargedSeconds((await trackOf(id))?.durationMs ?? 0);
    expect(cost).toBeGreaterThan(30);
    expect(await secondsLeft()).toBe(500 + 240 - cost);
    expect(await platform.store.collection(AUDIO_CHARGES_COLLECTION).count({})).toBe(0);
  }, 120_000);

  it('are refunded whole when the track fails', async () => {
    await start();
    const id = await addTrack('atlantis');
    await hold(id, 60);
    await request(id, 'atlantis');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('failed'), { timeout: 30_000 });
    expect(await secondsLeft()).toBe(560);
    expect(await platform.store.collection(AUDIO_CHARGES_COLLECTION).count({})).toBe(0);
  });
});

/** The part files of a track still in the embedded blob store. */
function partFiles(trackId: string): string[] {
  const dir = join(platform.config.DATA_DIR, 'blobs', 'tracks', trackId);
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.mp3'));
  } catch {
    return [];
  }
}
