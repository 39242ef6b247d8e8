import { deadLetterTopic, type Envelope, TOPICS } from '@app/contracts';
import type { DeadLetterNote, Platform } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AudioRequest, audioRequest, audioTestPlatform } from '../../test/tracks.js';
import type { RunningRole } from '../role.js';
import { startWorkers, type Workers } from '../runtime.js';
import { startAudioWorker } from './audio-worker.js';
import { type Heard, hear } from './heard.fixture.js';

let platform: Platform;
let heard: Heard;
let workers: Workers | RunningRole;
afterEach(async () => {
  await workers.stop();
  await platform.close();
});

async function start() {
  platform = await audioTestPlatform('audio-worker-');
  heard = await hear(platform);
  workers = await startWorkers(platform, ['audio']);
}

async function request(event: AudioRequest = audioRequest('hawa-mahal')) {
  await platform.bus.publish(TOPICS.audioRequested, [event]);
  return event;
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

/** Once the worker has stopped (what it had taken finished), everything it published is heard. */
async function stopAndSettle() {
  await workers.stop();
  await heard.settled();
}

const stages = (trackId: string) => heard.progress(trackId).map((progress) => progress.stage);

describe('audio worker', () => {
  it('answers a request with its stages in order, writing, speaking, each piece, then ready, all of its take', async () => {
    await start();
    const event = await request();
    const { trackId } = event.payload;
    await vi.waitFor(() => expect(heard.ready(trackId)).toHaveLength(1), { timeout: 20_000 });
    await stopAndSettle();

    const said = heard.progress(trackId);
    const parts = said.flatMap((progress) => (progress.stage === 'part' ? [progress] : []));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(stages(trackId)).toEqual(['writing', 'speaking', ...parts.map(() => 'part')]);
    expect(parts.map((part) => [part.index, part.total])).toEqual(parts.map((_, i) => [i, parts.length]));
    // The take is the request's event id: the gateway keeps only what its track's take says.
    expect(said.map((progress) => progress.take)).toEqual(said.map(() => event.id));
    const [ready] = heard.ready(trackId);
    expect(ready).toEqual({
      trackId,
      take: event.id,
      status: 'ready',
      durationMs: expect.any(Number),
      bytes: parts.reduce((sum, part) => sum + part.part.bytes, 0),
    });
    expect(ready?.durationMs).toBeGreaterThan(30_000);
    // Topics apart keep no order between them: the clock says the result came after the last piece.
    const at = (topic: string) =>
      heard.events
        .filter((h) => h.topic === topic && h.event.payload.trackId === trackId)
        .map((h) => Date.parse(h.event.occurredAt));
    expect(Math.min(...at(TOPICS.audioReady))).toBeGreaterThanOrEqual(Math.max(...at(TOPICS.audioProgress)));
  });

  it('says only ready again when the same event comes after the track is made: nothing written or spoken', async () => {
    await start();
    const event = await request();
    const { trackId } = event.payload;
    await vi.waitFor(() => expect(heard.ready(trackId)).toHaveLength(1), { timeout: 20_000 });
    const said = heard.progress(trackId);
    const write = vi.spyOn(platform.writer, 'write');
    const speak = vi.spyOn(platform.speech, 'speakPieces');

    await request(event);
    await vi.waitFor(() => expect(heard.ready(trackId)).toHaveLength(2), { timeout: 20_000 });
    await stopAndSettle();
    expect(write).not.toHaveBeenCalled();
    expect(speak).not.toHaveBeenCalled();
    expect(heard.progress(trackId)).toEqual(said);
    const [made, again] = heard.ready(trackId);
    expect(again).toEqual(made);
  });

  it('runs on a platform with no store at all', async () => {
    platform = await audioTestPlatform('audio-worker-');
    heard = await hear(platform);
    const { config, logger, bus, blobs, places, writer, speech } = platform;
    workers = await startAudioWorker({ config, logger, bus, blobs, places, writer, speech });
    const { trackId } = (await request()).payload;
    await vi.waitFor(
      () => expect(heard.ready(trackId)).toEqual([expect.objectContaining({ status: 'ready' })]),
      {
        timeout: 20_000,
      },
    );
  });

  it('names its role, consumes audio.requested while running, and no longer once stopped', async () => {
    platform = await audioTestPlatform('audio-worker-');
    workers = await startWorkers(platform, ['audio']);
    expect((workers as Workers).roles).toEqual(['audio']);
    expect(platform.bus.health()).toEqual([{ consumer: 'audio.requested/audio-worker', state: 'running' }]);
    await workers.stop();
    expect(platform.bus.health()).toEqual([]);
  });

  it('says once, after its retries, that a track of an unknown place failed, and why', async () => {
    await start();
    const parked = await watchDeadLetters();
    const event = await request(audioRequest('atlantis'));
    const { trackId } = event.payload;
    await vi.waitFor(() => expect(parked).toHaveLength(1), { timeout: 20_000 });
    await stopAndSettle();
    expect(parked[0]?.note?.attempts).toBe(platform.config.BUS_MAX_RETRIES + 1);
    expect(heard.ready(trackId)).toEqual([
      {
        trackId,
        take: event.id,
        status: 'failed',
        error: `track ${trackId} names unknown place atlantis`,
      },
    ]);
    // The place is looked up before anything is said of the take.
    expect(heard.progress(trackId)).toEqual([]);
  });

  it('gives a track all BUS_MAX_RETRIES retries and, when the last fails too, says it failed with that try’s reason, cut to 500 characters', async () => {
    await start();
    const tries = platform.config.BUS_MAX_RETRIES + 1;
    let tried = 0;
    const reason = (n: number) =>
      `the writer is unavailable (try ${n}):${' at write (llm-writer.ts:42)\n'.repeat(40)}`;
    vi.spyOn(platform.writer, 'write').mockImplementation(async () => {
      tried += 1;
      throw new Error(reason(tried));
    });
    const parked = await watchDeadLetters();
    const event = await request();
    const { trackId } = event.payload;
    await vi.waitFor(() => expect(parked).toHaveLength(1), { timeout: 20_000 });
    await stopAndSettle();
    expect(parked[0]?.note?.attempts).toBe(tries);
    expect(reason(tries).length).toBeGreaterThan(500);
    expect(heard.ready(trackId)).toEqual([
      { trackId, take: event.id, status: 'failed', error: reason(tries).slice(0, 500) },
    ]);
    expect(stages(trackId)).toEqual(Array.from({ length: tries }, () => 'writing'));
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
    const event = await request();
    const { trackId } = event.payload;
    await vi.waitFor(() => expect(heard.ready(trackId)).toHaveLength(1), { timeout: 30_000 });
    await stopAndSettle();
    expect(failures).toBe(0);
    expect(heard.ready(trackId)).toEqual([expect.objectContaining({ take: event.id, status: 'ready' })]);
    expect(heard.ready(trackId)[0]).not.toHaveProperty('error');
  });

  it('parks a malformed request on audio.requested.dlq at once, saying why, and says nothing of it', async () => {
    await start();
    const parked = await watchDeadLetters();
    const trackId = crypto.randomUUID();
    const bad = {
      ...audioRequest('hawa-mahal', { trackId }),
      payload: { trackId, placeId: 'hawa-mahal' },
    };
    await platform.bus.publish(TOPICS.audioRequested, [bad]);
    await vi.waitFor(() => expect(parked.map((p) => p.event.id)).toEqual([bad.id]), { timeout: 10_000 });
    await stopAndSettle();
    expect(parked[0]?.note?.attempts).toBe(1);
    expect(parked[0]?.note?.error).toMatch(/^invalid audio\.requested: .*language/s);
    expect(heard.events).toEqual([]);
  });
});
