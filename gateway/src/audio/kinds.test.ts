/**
 * The app asks for a track by kind (tRPC `audio.request`): a signed-in caller's kind picks the tier
 * that pays for it (a book from plan minutes, a plan's place from the plan, a narration from the
 * day's uses); a visitor gets the one-minute narration on their device, whatever the kind.
 */
import { PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { storedUser, visitorAt } from '../../test/actors.js';
import { type Harness, useProduct } from '../../test/harness.js';
import type { Actor } from '../accounts/actor.js';
import { users } from '../accounts/users.js';
import { PURCHASED_PLANS, type PurchasedPlan, touristPlacesOf } from '../plans/special-plans.js';
import { listeningAllowance, requestAudioOfKind } from './audio.service.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const taj = { touristPlace: 'Taj Mahal', language: 'en-US' };
const DEVICE = 'device-kkkkkkkkkkkkkkkk';

const ask = (actor: Actor, kind: 'minute' | 'book' | 'plan', purchasedPlan?: string) =>
  requestAudioOfKind(h.deps, actor, { ...taj, kind, purchasedPlan }, () => DEVICE);

describe('a track asked for by kind', () => {
  it('is a book from a subscriber’s plan minutes', async () => {
    h = await startProduct();
    const ravi = await storedUser(h, 'ravi@example.com', {
      subscription: PLAN_LABELS.quadweek,
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      audioSecondsLeft: 1000,
    });
    expect(await ask(ravi, 'book')).toMatchObject({ length: 'book' });
    const after = await users(h.platform.store).findOne({ _id: ravi.user?._id });
    expect(after?.audioSecondsLeft).toBe(1000 - 240);
  });

  it('is a plan’s place, marked as heard in the buyer’s plan', async () => {
    h = await startProduct();
    const asha = await storedUser(h, 'asha@example.com');
    await h.platform.store.collection(PURCHASED_PLANS).insertOne({
      _id: 'p1',
      userId: asha.user?._id,
      plan_name: 'India Highlights',
      country: 'India',
      tourist_places: { 'Taj Mahal': 'not listened' },
    });
    expect(await ask(asha, 'plan', 'India Highlights')).toMatchObject({ length: 'book' });
    const plan = await h.platform.store.collection<PurchasedPlan>(PURCHASED_PLANS).findOne({ _id: 'p1' });
    expect(plan && touristPlacesOf(plan)).toEqual({ 'Taj Mahal': 'listened' });
  });

  it('is a one-minute narration from a free user’s day, and from a visitor’s device whatever the kind', async () => {
    h = await startProduct();
    const asha = await storedUser(h, 'asha@example.com');
    expect(await ask(asha, 'minute')).toMatchObject({ length: 'minute' });
    expect(await listeningAllowance(h.deps, asha, () => DEVICE)).toMatchObject({ tier: 'free', left: 9 });

    const visitor = visitorAt('203.0.113.9');
    expect(await ask(visitor, 'book')).toMatchObject({ length: 'minute' });
    expect(await listeningAllowance(h.deps, visitor, () => DEVICE)).toMatchObject({
      tier: 'anonymous',
      left: 4,
    });
  });
});
