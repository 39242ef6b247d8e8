import { AUDIO_CHARGES_COLLECTION, chargedSeconds, PLAN_LABELS, TRACKS_COLLECTION } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { holdCharge } from './charges.js';

let h: Harness;
const startProduct = useProduct();

const taj = { touristPlace: 'Taj Mahal', language: 'English (US)' };

async function subscriber(email: string, audioSecondsLeft: number): Promise<string> {
  const cookie = await loggedIn(h, email);
  await h.platform.store.collection('users').updateOne(
    { email },
    {
      $set: {
        subscription: PLAN_LABELS.quadweek,
        subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
        audioSecondsLeft,
      },
    },
  );
  return cookie;
}

const secondsLeft = async (email: string) =>
  (await h.platform.store.collection('users').findOne({ email }))?.audioSecondsLeft;

describe('audio book minutes', () => {
  it('are charged by the book’s real length: settled once it is made, straight away once it exists', async () => {
    h = await startProduct({ workers: ['audio'] });
    const asha = await subscriber('asha@example.com', 1000);
    const first = await post(h, '/api/generateForAudioBook', taj, asha);
    expect(first.status).toBe(200);
    const cost = chargedSeconds(Number(first.body.durationMs));
    // Not the estimate taken while it was made (240 s), but its length.
    expect(cost).not.toBe(240);
    expect(await secondsLeft('asha@example.com')).toBe(1000 - cost);
    // Made now: its length is its price, even with less left than the estimate.
    const ravi = await subscriber('ravi@example.com', cost);
    expect((await post(h, '/api/generateForAudioBook', taj, ravi)).status).toBe(200);
    expect(await secondsLeft('ravi@example.com')).toBe(0);
  }, 180_000);

  it('are given back when the book cannot be made', async () => {
    h = await startProduct({ workers: ['audio'], env: { BUS_MAX_RETRIES: '0' } });
    vi.spyOn(h.platform.speech, 'speakPieces').mockImplementation(() => {
      throw new Error('the speech engine is down');
    });
    const asha = await subscriber('asha@example.com', 1000);
    const failed = await post(h, '/api/generateForAudioBook', taj, asha);
    expect(failed).toMatchObject({ status: 503, body: { code: 'TRACK_FAILED' } });
    expect(await secondsLeft('asha@example.com')).toBe(1000);
  }, 60_000);

  it('held on a track that finished meanwhile are settled at once: its length if made, nothing if it failed', async () => {
    h = await startProduct();
    const now = new Date();
    const track = { placeId: 'taj-mahal', placeName: 'Taj Mahal', language: 'en-US', perspective: 'curated' };
    await h.platform.store.collection(TRACKS_COLLECTION).insertMany([
      {
        _id: 't-made',
        key: 'a',
        ...track,
        length: 'book',
        status: 'ready',
        durationMs: 100_400,
        createdAt: now,
        updatedAt: now,
      },
      {
        _id: 't-failed',
        key: 'b',
        ...track,
        length: 'book',
        status: 'failed',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await h.platform.store
      .collection('users')
      .insertOne({ _id: 'u1', email: 'u1@example.com', audioSecondsLeft: 10 });
    await holdCharge(h.platform.store, 't-made', 'u1', 240);
    expect(await secondsLeft('u1@example.com')).toBe(10 + 240 - 101);
    await holdCharge(h.platform.store, 't-failed', 'u1', 240);
    expect(await secondsLeft('u1@example.com')).toBe(10 + 240 - 101 + 240);
    expect(await h.platform.store.collection(AUDIO_CHARGES_COLLECTION).count({})).toBe(0);
  });
});
