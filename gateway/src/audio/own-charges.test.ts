/**
 * A listen is paid for by the caller alone: with two of each record in the store (plans, balances),
 * the one named by the caller is charged and the other is left as it was. A store filter replaced
 * by `{}` takes the first record it finds, which is the other person's here.
 */
import { MESSAGES, TRACKS_COLLECTION } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { storedUser, visitorAt } from '../../test/actors.js';
import { type Harness, useProduct } from '../../test/harness.js';
import type { Actor } from '../accounts/actor.js';
import { PURCHASED_PLANS, type PurchasedPlan, touristPlacesOf } from '../plans/special-plans.js';
import { requestAudio } from './audio.service.js';
import { holdCharge } from './charges.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const taj = { touristPlace: 'Taj Mahal', language: 'en-US' };
const plan = { tier: 'plan', purchasedPlan: 'India Highlights' } as const;

/** The buyer's 'India Highlights', its Taj Mahal not heard yet. */
const bought = (id: string, buyer: Actor) =>
  h.platform.store.collection(PURCHASED_PLANS).insertOne({
    _id: id,
    userId: buyer.user?._id,
    plan_name: 'India Highlights',
    country: 'India',
    tourist_places: { 'Taj Mahal': 'not listened' },
  });

const placesOf = async (id: string) => {
  const plan = await h.platform.store.collection<PurchasedPlan>(PURCHASED_PLANS).findOne({ _id: id });
  return plan ? touristPlacesOf(plan) : undefined;
};

describe('a plan buyer’s listen', () => {
  it('is taken from their own plan: another buyer’s plan of the same name is neither used nor marked', async () => {
    h = await startProduct();
    const asha = await storedUser(h, 'asha@example.com');
    const ravi = await storedUser(h, 'ravi@example.com');
    await bought('asha-plan', asha);

    await expect(requestAudio(h.deps, ravi, taj, plan)).rejects.toThrow(MESSAGES.purchasePlanFirst);
    expect(await placesOf('asha-plan')).toEqual({ 'Taj Mahal': 'not listened' });

    await bought('ravi-plan', ravi);
    await requestAudio(h.deps, ravi, taj, plan);
    expect(await placesOf('ravi-plan')).toEqual({ 'Taj Mahal': 'listened' });
    expect(await placesOf('asha-plan')).toEqual({ 'Taj Mahal': 'not listened' });
  });
});

describe('a tier that needs an account', () => {
  it('is refused to a visitor, who is not charged as a device instead', async () => {
    h = await startProduct();
    const visitor = visitorAt('203.0.113.9');
    for (const tier of [{ tier: 'free' }, { tier: 'subscriber' }, plan] as const) {
      await expect(requestAudio(h.deps, visitor, taj, tier)).rejects.toThrow(MESSAGES.pleaseLogInFirst);
    }
    expect(await h.platform.store.collection('audio_usage').count({})).toBe(0);
  });
});

describe('a held charge settled at once', () => {
  it('is settled against the payer’s own balance, not another account’s', async () => {
    h = await startProduct();
    const now = new Date();
    await h.platform.store.collection(TRACKS_COLLECTION).insertOne({
      _id: 't-made',
      key: 'a',
      placeId: 'taj-mahal',
      placeName: 'Taj Mahal',
      language: 'en-US',
      perspective: 'curated',
      length: 'book',
      status: 'ready',
      durationMs: 100_400,
      createdAt: now,
      updatedAt: now,
    });
    // Another account first, with nothing left: a settlement that read it would take nothing.
    await h.platform.store.collection('users').insertMany([
      { _id: 'other', email: 'other@example.com', audioSecondsLeft: 0 },
      { _id: 'payer', email: 'payer@example.com', audioSecondsLeft: 1000 },
    ]);
    // An estimate of 60 s for a track of 101 s: the 41 s short are taken from the payer.
    await holdCharge(h.platform.store, 't-made', 'payer', 60);
    const left = async (id: string) =>
      (await h.platform.store.collection('users').findOne({ _id: id }))?.audioSecondsLeft;
    expect(await left('payer')).toBe(1000 - 41);
    expect(await left('other')).toBe(0);
  });
});
