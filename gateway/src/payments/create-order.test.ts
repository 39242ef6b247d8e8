/**
 * `POST /api/create-order` refusals as the page shows them (status and code), and how a special
 * plan is named on what the buyer keeps of the payment.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, harnessPerTest } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { confirm, fortnight, order, ordered, pay } from './payment-fixtures.js';

const startProduct = harnessPerTest();

async function buyer() {
  const product = await startProduct();
  return { h: product, cookie: await loggedIn(product, 'buyer@example.com') };
}

const refusal = (code: string) => ({ message: expect.any(String), code });

/** The first special plan the catalog offers in India. */
async function indianSpecialPlan(product: Harness) {
  const tours = await post(product, '/api/special-tours', { country: 'India' });
  const plan = (tours.body.data as Array<{ plan_name: string }>)[0];
  if (!plan) throw new Error('no special plan in India');
  return { type: 'special-plan', country: 'India', plan_name: plan.plan_name };
}

describe('POST /api/create-order', () => {
  it('refuses an amount a cent off the price, either way, and takes the price itself', async () => {
    const { h, cookie } = await buyer();
    for (const amount of [11.98, 12])
      expect(await order(h, cookie, fortnight(), amount, 'USD')).toMatchObject({
        status: 400,
        body: refusal('AMOUNT_MISMATCH'),
      });
    expect((await order(h, cookie, fortnight(), 11.99, 'USD')).body).toMatchObject({ amount: 1199 });
  });

  it('answers 400 UNKNOWN_PLAN for a plan not sold and for a special plan the catalog does not offer', async () => {
    const { h, cookie } = await buyer();
    expect(await order(h, cookie, { type: 'plan', plan: 'Forever Plan - 0.01$' }, 1, 'USD')).toMatchObject({
      status: 400,
      body: refusal('UNKNOWN_PLAN'),
    });
    const atlantis = { type: 'special-plan', country: 'India', plan_name: 'Atlantis Highlights' };
    expect(await order(h, cookie, atlantis, 1, 'USD')).toMatchObject({
      status: 400,
      body: refusal('UNKNOWN_PLAN'),
    });
  });

  it('answers 400 WRONG_COUPON for a code the server does not honour', async () => {
    const { h, cookie } = await buyer();
    expect(await order(h, cookie, fortnight('FREEFORALL'), 1, 'USD')).toMatchObject({
      status: 400,
      body: refusal('WRONG_COUPON'),
    });
  });

  it('names a special plan on the transaction history, and answers 409 to buying it again', async () => {
    const { h, cookie } = await buyer();
    const item = await indianSpecialPlan(h);
    await confirm(h, cookie, await pay(h, await ordered(h, cookie, item, 1)));
    const history = await post(
      h,
      '/api/getTransactionHistory',
      { storedLoggedInEmail: 'buyer@example.com' },
      cookie,
    );
    expect(history.body).toEqual([
      { description: `Special plan: ${item.plan_name}`, amount: '$1.00', time: expect.any(String) },
    ]);
    expect(await order(h, cookie, item, 1, 'USD')).toMatchObject({
      status: 409,
      body: refusal('PLAN_ALREADY_PURCHASED'),
    });
  });
});
