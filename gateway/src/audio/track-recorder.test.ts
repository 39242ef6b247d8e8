/**
 * The gateway's record of what the audio worker says. The worker's words reach it at least once, a
 * take's stages in order but its result on a topic apart (so before them, as often as not), and an
 * earlier take's words may come late: whatever the delivery, the track ends as the worker's last
 * word for its own take says, lists its pieces once and in order, and settles its charges once.
 */
import {
  AUDIO_CHARGES_COLLECTION,
  chargedSeconds,
  chargeSettlement,
  deadLetterTopic,
  type Envelope,
  makeEvent,
  type Payload,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
  trackPartKey,
  trackTextKey,
} from '@app/contracts';
import { PoisonMessageError } from '@app/infra';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { trackDoc } from '../../test/track-doc.js';
import { recordWorkerEvent } from './track-recorder.js';

/** Each test writes its own tracks: one product serves them all. */
const product = useProduct({ shared: true });
let h: Harness;

type Progress = Payload<typeof TOPICS.audioProgress>;
type Result = Payload<typeof TOPICS.audioReady>;
type Word =
  | { topic: typeof TOPICS.audioProgress; payload: Progress }
  | { topic: typeof TOPICS.audioReady; payload: Result };

const tracks = () => h.platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
const users = () =>
  h.platform.store.collection<{ _id: string; email: string; audioSecondsLeft: number }>('users');
const TEXT = {
  text: 'The Taj Mahal rises from the Yamuna.',
  textLanguage: 'en-US',
  fellBackToEnglish: false,
};
const ESTIMATE = 240;
const LEFT_AFTER_CHARGE = 760;

const part = (trackId: string, take: string, index: number) => ({
  key: trackPartKey(trackId, take, index),
  bytes: 1000 + index,
  durationMs: 2000,
});

/** What a worker says of take `take` in `pieces` pieces, in the order it says it (its result last). */
function spoken(trackId: string, take: string, pieces: number, result: Result['status']): Word[] {
  const progress: Progress[] = [
    { trackId, take, stage: 'writing' },
    { trackId, take, stage: 'speaking', ...TEXT },
    ...Array.from({ length: pieces }, (_, index) => ({
      trackId,
      take,
      stage: 'part' as const,
      index,
      total: pieces,
      part: part(trackId, take, index),
    })),
  ];
  const end: Result =
    result === 'ready'
      ? { trackId, take, status: 'ready', durationMs: pieces * 2000, bytes: pieces * 1000 }
      : { trackId, take, status: 'failed', error: 'the speech engine is down' };
  return [
    ...progress.map((payload) => ({ topic: TOPICS.audioProgress, payload })),
    { topic: TOPICS.audioReady, payload: end },
  ];
}

/** A track waiting for take `take`, an account charged an estimate for it, and the take's text stored. */
async function waitingTrack(take: string) {
  const trackId = crypto.randomUUID();
  await tracks().insertOne(
    trackDoc({ _id: trackId, key: `taj-mahal|${trackId}`, partsTake: take, chargesHeld: 1 }),
  );
  const account = crypto.randomUUID();
  await users().insertOne({
    _id: account,
    email: `${account}@example.com`,
    audioSecondsLeft: LEFT_AFTER_CHARGE,
  });
  await h.platform.store.collection(AUDIO_CHARGES_COLLECTION).insertOne({
    _id: crypto.randomUUID(),
    trackId,
    from: { collection: 'users', id: account, field: 'audioSecondsLeft' },
    seconds: ESTIMATE,
    createdAt: new Date(),
  });
  await h.platform.blobs.put(trackTextKey(trackId, take), Buffer.from(JSON.stringify(TEXT)), {
    contentType: 'application/json',
  });
  return { trackId, account };
}

const record = (word: Word) =>
  recordWorkerEvent(h.deps, word.topic, makeEvent(word.topic, word.payload as never) as Envelope);

const RANK = { pending: 0, writing: 1, speaking: 2, ready: 3, failed: 3 } as const;

/**
 * Deliveries as an at-least-once bus makes them: the take's progress in order, each step possibly
 * repeated from an earlier point (a redelivery after a lost commit); its result anywhere (another
 * topic), possibly twice; an earlier take's words anywhere.
 */
const deliveries = fc
  .record({
    pieces: fc.integer({ min: 1, max: 4 }),
    result: fc.constantFrom<Result['status']>('ready', 'failed'),
    rewinds: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
    resultAt: fc.nat(),
    resultAgainAt: fc.option(fc.nat(), { nil: undefined }),
    stale: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<Result['status']>('ready', 'failed')), {
      maxLength: 4,
    }),
  })
  .map((plan) => {
    const take = crypto.randomUUID();
    const staleTake = crypto.randomUUID();
    return { ...plan, take, staleTake };
  });

describe('the track recorder', () => {
  it('ends every track as its own take last said, its pieces listed once and in order, its charge settled once', async () => {
    h = await product();
    await fc.assert(
      fc.asyncProperty(deliveries, async (plan) => {
        const { trackId, account } = await waitingTrack(plan.take);
        const words = spoken(trackId, plan.take, plan.pieces, plan.result);
        const progress = words.slice(0, -1);
        const result = words.at(-1) as Word;
        // Each rewind, once: after the word at `after`, the bus goes back to the word at `to`.
        const rewinds = plan.rewinds.map(([after, to]) => {
          const from = after % progress.length;
          return { from, to: to % (from + 1) };
        });
        let sequence: Word[] = [];
        let at = 0;
        while (at < progress.length) {
          sequence.push(progress[at] as Word);
          const rewind = rewinds.findIndex((r) => r.from === at);
          at = rewind === -1 ? at + 1 : (rewinds.splice(rewind, 1)[0]?.to ?? at + 1);
        }
        const insert = (list: Word[], index: number, word: Word) => [
          ...list.slice(0, index % (list.length + 1)),
          word,
          ...list.slice(index % (list.length + 1)),
        ];
        sequence = insert(sequence, plan.resultAt, result);
        if (plan.resultAgainAt !== undefined) sequence = insert(sequence, plan.resultAgainAt, result);
        const staleWords = spoken(trackId, plan.staleTake, 2, 'ready');
        for (const [where, which] of plan.stale)
          sequence = insert(sequence, where, staleWords[which % staleWords.length] as Word);

        let before = (await tracks().findOne({ _id: trackId })) as TrackDoc;
        let finished: TrackDoc | null = null;
        for (const word of sequence) {
          await record(word);
          const now = (await tracks().findOne({ _id: trackId })) as TrackDoc;
          // Never back: a stage once recorded stays reached; a finished track never changes again.
          expect(RANK[now.status]).toBeGreaterThanOrEqual(RANK[before.status]);
          if (finished) expect(now).toEqual(finished);
          else if (now.status === 'ready' || now.status === 'failed') finished = now;
          // Only the track's own take is ever written on it, its pieces a prefix of what it spoke.
          expect(now.partsTake ?? plan.take).toBe(plan.take);
          const listed = now.parts ?? [];
          expect(listed).toEqual(listed.map((_, index) => part(trackId, plan.take, index)));
          if (now.status === 'speaking') expect(now.partsReady).toBe(listed.length);
          // A piece once listed stays listed: a listener may be streaming from it.
          if (before.status === 'speaking' && now.status === 'speaking')
            expect(listed.length).toBeGreaterThanOrEqual(before.parts?.length ?? 0);
          before = now;
        }
        const end = await tracks().findOne({ _id: trackId });
        const cost = plan.result === 'ready' ? chargedSeconds(plan.pieces * 2000) : 0;
        const left = (await users().findOne({ _id: account }))?.audioSecondsLeft;
        expect(left).toBe(LEFT_AFTER_CHARGE + chargeSettlement(ESTIMATE, cost, LEFT_AFTER_CHARGE));
        expect(await h.platform.store.collection(AUDIO_CHARGES_COLLECTION).count({ trackId })).toBe(0);
        if (plan.result === 'ready') {
          expect(end).toMatchObject({ status: 'ready', durationMs: plan.pieces * 2000, ...TEXT });
          expect(end).not.toHaveProperty('parts');
          expect(end).not.toHaveProperty('error');
        } else {
          expect(end).toMatchObject({ status: 'failed', error: 'the speech engine is down' });
        }
        // What the finished take left beside its audio is gone.
        expect(await h.platform.blobs.stat(trackTextKey(trackId, plan.take))).toBeNull();
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  it('hears the worker on the bus, and wakes the requests waiting for the track once it is written', async () => {
    h = await product();
    const take = crypto.randomUUID();
    const { trackId } = await waitingTrack(take);
    const woken = vi.fn();
    const stop = h.deps.trackEvents.onTrack(trackId, woken);
    for (const word of spoken(trackId, take, 2, 'ready'))
      await h.platform.bus.publish(word.topic, [
        makeEvent(word.topic, word.payload as never, new Date(), { key: trackId }),
      ]);
    await vi.waitFor(async () => expect((await tracks().findOne({ _id: trackId }))?.status).toBe('ready'), {
      timeout: 10_000,
    });
    await vi.waitFor(() =>
      expect(woken).toHaveBeenCalledWith(expect.objectContaining({ trackId, status: 'ready' })),
    );
    stop();
  });

  it('takes a malformed word of the worker for poison, parked on the dead-letter topic at once', async () => {
    h = await product();
    const bad = {
      ...makeEvent(TOPICS.audioReady, { trackId: 'x', status: 'ready' }),
      payload: { trackId: 'x' },
    };
    await expect(recordWorkerEvent(h.deps, TOPICS.audioReady, bad)).rejects.toBeInstanceOf(
      PoisonMessageError,
    );
    const parked: string[] = [];
    await h.platform.bus.subscribe({
      group: 'dlq-watch',
      topics: [deadLetterTopic(TOPICS.audioReady)],
      handler: async (event) => void parked.push(event.id),
    });
    await h.platform.bus.publish(TOPICS.audioReady, [bad]);
    await vi.waitFor(() => expect(parked).toEqual([bad.id]), { timeout: 10_000 });
  });
});
