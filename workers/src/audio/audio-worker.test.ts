import {
  deadLetterTopic,
  type Envelope,
  makeEvent,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
} from '@app/contracts';
import type { DeadLetterNote, Platform } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioTestPlatform, pendingTrack } from '../../test/tracks.js';
import { startWorkers, type Workers } from '../runtime.js';
import { audioReadyEvents } from './audio-ready.fixture.js';
import { failTrack } from './generate-track.js';

let platform: Platform;
let workers: Workers;
afterEach(async () => {
  await workers.stop();
  await platform.close();
});

async function start() {
  platform = await audioTestPlatform('audio-worker-');
  workers = await startWorkers(platform, ['audio']);
}

async function queue(placeId: string) {
  const id = crypto.randomUUID();
  await platform.store
    .collection<TrackDoc>(TRACKS_COLLECTION)
    .insertOne(pendingTrack(id, placeId, placeId, `${placeId}|en-US|curated|minute|${id}`));
  const event = makeEvent(TOPICS.audioRequested, {
    trackId: id,
    placeId,
    language: 'en-US',
    perspective: 'curated',
    tier: 'free',
  });
  await platform.bus.publish(TOPICS.audioRequested, [event]);
  return { id, event };
}

/** The requests parked on audio.requested.dlq from now on, with why and after how many tries. */
async function watchDeadLetters() {
  const parked: { event: Envelope; note: DeadLetterNote | undefined }[] = [];
  await platform.bus.subscribe({
    group: 'dlq-watch',
    topics: [deadLetterTopic(TOPICS.audioRequested)],
    handler: async (event, { deadLetter }) => void parked.push({ event, note: deadLetter }),
  });
  return parked;
}

const trackOf = (id: string) => platform.store.collection<TrackDoc>(TRACKS_COLLECTION).findOne({ _id: id });

describe('audio worker', () => {
  it('writes, speaks and stores a track, and ignores the same event again', async () => {
    await start();
    const { id, event } = await queue('hawa-mahal');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 20_000 });
    const ready = await trackOf(id);
    expect(ready).toMatchObject({ textLanguage: 'en-US', fellBackToEnglish: false });
    expect(ready?.bytes).toBeGreaterThan(10_000);
    await platform.bus.publish(TOPICS.audioRequested, [event]);
    // A later request, handled only after the repeat was taken; stopping lets the one in flight finish.
    const later = await queue('atlantis');
    await vi.waitFor(async () => expect((await trackOf(later.id))?.status).toBe('failed'), {
      timeout: 20_000,
    });
    await workers.stop();
    const readyEvents = await platform.store
      .collection('outbox')
      .count({ topic: TOPICS.audioReady, 'event.payload.trackId': id });
    expect(readyEvents).toBe(1);
  });

  it('drops a repeat by the mark written with the track, even when the track was asked for again', async () => {
    await start();
    const { id, event } = await queue('hawa-mahal');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 20_000 });
    expect(
      await platform.store.collection('processed_events').count({ _id: `audio-worker:${event.id}` }),
    ).toBe(1);
    // The track is back to pending (as a new request would leave it): only a new event may make it.
    await platform.store
      .collection<TrackDoc>(TRACKS_COLLECTION)
      .updateOne({ _id: id }, { $set: { status: 'pending' } });
    await platform.bus.publish(TOPICS.audioRequested, [event]);
    const later = await queue('atlantis');
    await vi.waitFor(async () => expect((await trackOf(later.id))?.status).toBe('failed'), {
      timeout: 20_000,
    });
    await workers.stop();
    expect((await trackOf(id))?.status).toBe('pending');
  });

  it('tells listeners which stage the track is at: writing while the text is written, speaking while it is spoken', async () => {
    await start();
    const seen: string[] = [];
    const { writer, speech } = platform;
    const write = writer.write.bind(writer);
    const speakPieces = speech.speakPieces.bind(speech);
    const statusNow = async () => {
      const [track] = await platform.store.collection<TrackDoc>(TRACKS_COLLECTION).find({});
      seen.push(track?.status ?? 'missing');
    };
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      await statusNow();
      return write(request);
    });
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      await statusNow();
      yield* speakPieces(text, language, from);
    });
    const { id } = await queue('hawa-mahal');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 20_000 });
    expect(seen).toEqual(['writing', 'speaking']);
  });

  it('names its role, consumes audio.requested while running, and no longer once stopped', async () => {
    await start();
    expect(workers.roles).toEqual(['audio']);
    expect(platform.bus.health()).toEqual([{ consumer: 'audio.requested/audio-worker', state: 'running' }]);
    await workers.stop();
    expect(platform.bus.health()).toEqual([]);
  });

  it('leaves a ready track alone when a late failure comes for it', async () => {
    await start();
    const { id } = await queue('hawa-mahal');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 20_000 });
    await failTrack(platform, id, 'a try given up on failed later');
    expect((await trackOf(id))?.status).toBe('ready');
    expect((await audioReadyEvents(platform, id)).map((event) => event.status)).toEqual(['ready']);
  });

  it('marks a track failed, and says so on audio.ready, when it cannot be made', async () => {
    await start();
    const { id } = await queue('atlantis');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('failed'), { timeout: 20_000 });
    expect((await trackOf(id))?.error).toContain('unknown place atlantis');
    expect((await audioReadyEvents(platform)).map((event) => event.status)).toEqual(['failed']);
  });

  it('gives a track all BUS_MAX_RETRIES retries and, when the last one fails too, marks it failed with its reason', async () => {
    await start();
    const tries = platform.config.BUS_MAX_RETRIES + 1;
    let tried = 0;
    vi.spyOn(platform.writer, 'write').mockImplementation(async () => {
      tried += 1;
      throw new Error(`the writer is unavailable (try ${tried})`);
    });
    const parked = await watchDeadLetters();
    const { id } = await queue('hawa-mahal');
    await vi.waitFor(() => expect(parked).toHaveLength(1), { timeout: 20_000 });
    expect(parked[0]?.note?.attempts).toBe(tries);
    const reason = `the writer is unavailable (try ${tries})`;
    expect(await trackOf(id)).toMatchObject({ status: 'failed', error: reason });
    expect(await audioReadyEvents(platform, id)).toEqual([{ trackId: id, status: 'failed', error: reason }]);
  });

  it('makes a track whose tries failed up to BUS_MAX_RETRIES times, never saying it failed', async () => {
    await start();
    let failures = platform.config.BUS_MAX_RETRIES;
    const { writer } = platform;
    const write = writer.write.bind(writer);
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('the writer is unavailable');
      }
      return write(request);
    });
    const { id } = await queue('hawa-mahal');
    await vi.waitFor(async () => expect((await trackOf(id))?.status).toBe('ready'), { timeout: 30_000 });
    expect(failures).toBe(0);
    expect(await trackOf(id)).not.toHaveProperty('error');
    expect((await audioReadyEvents(platform, id)).map((event) => event.status)).toEqual(['ready']);
  }, 60_000);

  it('parks a malformed request on audio.requested.dlq at once, saying why', async () => {
    await start();
    const parked = await watchDeadLetters();
    const bad = {
      ...makeEvent(TOPICS.audioRequested, {
        trackId: crypto.randomUUID(),
        placeId: 'hawa-mahal',
        language: 'en-US',
        perspective: 'curated',
        tier: 'free',
      }),
      payload: { placeId: 'hawa-mahal' },
    };
    await platform.bus.publish(TOPICS.audioRequested, [bad]);
    await vi.waitFor(() => expect(parked.map((p) => p.event.id)).toEqual([bad.id]), { timeout: 10_000 });
    expect(parked[0]?.note?.attempts).toBe(1);
    expect(parked[0]?.note?.error).toMatch(/^invalid audio\.requested: .*trackId/s);
  });
});
