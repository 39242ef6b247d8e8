/**
 * Buying a plan while one runs adds the new period after it; after a plan ended, the new one runs
 * from the payment. Each buyer's plan is their own: two buyers' plans, checked after each payment.
 */
import { PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { confirm, fortnight, ordered, pay, TINA, TOM, twoBuyers } from '../payments/payment-fixtures.js';

const startProduct = useProduct();

const DAY = 86_400_000;
const quadweek = { type: 'plan', plan: PLAN_LABELS.quadweek };

/** The buyer's plan: its label, the days it still runs (to a tenth) and its audio minutes left. */
async function planOf(product: Harness, email: string) {
  const user = await product.platform.store.collection('users').findOne({ email });
  const ends = user?.subscriptionExpiresAt as Date | undefined;
  return {
    plan: user?.subscription,
    days: Math.round((((ends?.getTime() ?? 0) - Date.now()) / DAY) * 10) / 10,
    minutes: Number(user?.audioSecondsLeft ?? 0) / 60,
  };
}

async function start() {
  const product = await startProduct();
  const buy = async (cookie: string, item: object, usd: number) =>
    confirm(product, cookie, await pay(product, await ordered(product, cookie, item, usd)));
  return { h: product, buy, ...(await twoBuyers(product)) };
}

describe('buying a plan', () => {
  it('adds a plan bought while one runs after the buyer’s own running plan, never another buyer’s', async () => {
    const { h, buy, tina, tom } = await start();
    await buy(tina, fortnight(), 11.99);
    expect(await planOf(h, TINA)).toEqual({ plan: PLAN_LABELS.fortnight, days: 14, minutes: 90 });

    await buy(tom, quadweek, 19.99);
    expect(await planOf(h, TOM)).toMatchObject({ plan: PLAN_LABELS.quadweek, days: 28 });
    expect(await planOf(h, TINA)).toEqual({ plan: PLAN_LABELS.fortnight, days: 14, minutes: 90 });

    await buy(tina, fortnight(), 11.99);
    expect(await planOf(h, TINA)).toEqual({ plan: PLAN_LABELS.fortnight, days: 28, minutes: 180 });
    expect(await planOf(h, TOM)).toMatchObject({ plan: PLAN_LABELS.quadweek, days: 28 });
  });

  it('runs a plan bought after the last one ended from the payment, with only its own minutes', async () => {
    const { h, buy, tina } = await start();
    await buy(tina, fortnight(), 11.99);
    await h.platform.store
      .collection('users')
      .updateOne({ email: TINA }, { $set: { subscriptionExpiresAt: new Date(Date.now() - 3 * DAY) } });
    await buy(tina, fortnight(), 11.99);
    expect(await planOf(h, TINA)).toEqual({ plan: PLAN_LABELS.fortnight, days: 14, minutes: 90 });
  });
});
