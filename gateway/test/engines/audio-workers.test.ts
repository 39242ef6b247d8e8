/**
 * The audio role scaled out on the real servers of `pnpm engines`: two worker processes of their own
 * (`workers/src/main.ts audio`, no store opened) share the `audio.requested` partitions in one
 * consumer group, and the gateway records what they say. One is killed with SIGKILL in the middle of
 * a narration; the other takes its partitions over and finishes it from the pieces stored: every
 * track is made, whole and once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { TRACKS_COLLECTION, type TrackDoc, trackBlobKey, trackPartKey } from '@app/contracts';
import { readMp3Frames } from '@app/infra';
import { describeWithEngines } from '@app/infra/testing';
import { afterAll, expect, it, vi } from 'vitest';
import { requestTrack } from '../../src/audio/tracks.js';
import { useProduct } from '../harness.js';
import { type AudioWorkerProcess, said, startAudioWorker, topicEnds } from './audio-worker-process.js';
import { s3Settings } from './engines-control.js';

const TRACKS = 6;

describeWithEngines('audio workers in processes of their own (pnpm engines)', ['kafka', 's3'], (engines) => {
  const startProduct = useProduct();
  const workers: AudioWorkerProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
  });

  it('share the narrations; one killed mid-narration, the other finishes it from its stored pieces, each track once', {
    timeout: 300_000,
  }, async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const shared = {
      BUS: 'kafka',
      KAFKA_BROKERS: engines.kafka,
      // Topics and groups of their own on the shared broker: no other suite's worker takes these.
      KAFKA_TOPIC_PREFIX: `workers-${run}.`,
      // The survivor takes the killed worker's partitions once the group's session for it lapses:
      // 10 s rather than kafkajs's 30 s, which the test would only sit out.
      KAFKA_SESSION_TIMEOUT_MS: '10000',
      ...s3Settings(engines.s3, `workers-${run}`),
    };
    const product = await startProduct({ env: shared, workers: ['mail', 'notifications'] });
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'audio-alone-'));
    const [first, second] = await Promise.all([
      startAudioWorker({ ...shared, DATA_DIR }),
      startAudioWorker({ ...shared, DATA_DIR }),
    ]);
    workers.push(first, second);

    const places = (await product.platform.places.inCountry('India')).slice(0, TRACKS);
    const asked = await Promise.all(
      places.map((place) =>
        requestTrack(product.deps, {
          place,
          language: 'en-US',
          perspective: 'Local Enthusiast',
          length: 'minute',
        }),
      ),
    );
    const ids = asked.map((track) => track._id);
    const tracks = product.platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
    /** What the tracks, the workers and the gateway's consumers are at, for a failure's message. */
    const diagnosis = async () => {
      const now = await tracks.find({ _id: { $in: ids } });
      const heard = [first, second].map((worker) => worker.lines.map((line) => line.msg).join(' | '));
      const failed = product.logs
        .filter((line) => Number(line.level) >= 50)
        .map((line) => JSON.stringify(line));
      return [
        `tracks ${now.map((t) => `${t.status}/${t.partsReady ?? 0}`).join(', ')}`,
        `workers said ${heard.join(' ;; ')}`,
        `gateway consumers ${JSON.stringify(product.platform.bus.health())}`,
        `lag ${JSON.stringify(await product.platform.bus.lag())}`,
        `errors ${failed.join('\n')}`,
        `topics ${await topicEnds(engines.kafka, shared.KAFKA_TOPIC_PREFIX)}`,
      ].join('; ');
    };

    // A worker is killed once a narration it started has a piece stored and is not done yet: not
    // done by the store, as a worker's log lines come in batches (up to 200 ms late), and a line
    // not yet written would let the test kill a worker that had already finished the track.
    const takeOf = new Map(asked.map((track) => [track._id, track.partsTake ?? '']));
    const victim = await vi.waitFor(
      async () => {
        for (const worker of [first, second]) {
          const handled = new Set(said(worker, 'track handled'));
          for (const trackId of said(worker, 'track started').filter((id) => !handled.has(id))) {
            const piece = trackPartKey(trackId, takeOf.get(trackId) ?? '', 0);
            const underWay = (await tracks.findOne({ _id: trackId }))?.status !== 'ready';
            if (underWay && (await product.platform.blobs.stat(piece))) return { worker, trackId };
          }
        }
        throw new Error(`no narration under way with a piece stored yet: ${await diagnosis()}`);
      },
      { timeout: 120_000, interval: 50 },
    );
    victim.worker.child.kill('SIGKILL');
    const survivor = victim.worker === first ? second : first;

    await vi.waitFor(
      async () => {
        const statuses = await Promise.all(
          ids.map(async (id) => (await tracks.findOne({ _id: id }))?.status),
        );
        if (statuses.some((status) => status !== 'ready'))
          throw new Error(`not all made: ${await diagnosis()}`);
      },
      { timeout: 240_000, interval: 250 },
    );
    // The survivor finished the narration the killed one had begun, and every worker's line for
    // what it made has come (they come in batches, up to 200 ms after the store has the track).
    await vi.waitFor(
      () => {
        expect(said(survivor, 'track handled')).toContain(victim.trackId);
        expect(new Set([...said(first, 'track handled'), ...said(second, 'track handled')])).toEqual(
          new Set(ids),
        );
      },
      { timeout: 5_000, interval: 50 },
    );
    for (const id of ids) {
      const track = await tracks.findOne({ _id: id });
      const audio = await buffer(await product.platform.blobs.get(trackBlobKey(id)));
      // Whole: one clean run of frames as long as the track says, its pieces gone.
      expect(Math.round(readMp3Frames(audio).durationMs)).toBe(track?.durationMs);
      expect(track?.bytes).toBe(audio.length);
      expect(track?.parts).toBeUndefined();
    }
    // Once: no track was made twice by the two (the victim's was handled by the survivor alone).
    const made = [...said(first, 'track handled'), ...said(second, 'track handled')];
    expect(made.filter((id) => id === victim.trackId)).toHaveLength(1);
    expect(new Set(made)).toEqual(new Set(ids));
  });
});
