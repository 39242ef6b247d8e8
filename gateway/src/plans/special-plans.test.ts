/**
 * Special tour plans bought: each buyer's are their own, listed in the order bought; a second
 * order is refused while one is open, and a second capture that still arrives is refunded.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import {
  confirm,
  confirmGivenBack,
  ordered,
  pay,
  storedOrder,
  TINA,
  TOM,
  twoBuyers,
} from '../payments/payment-fixtures.js';
import { listProblems } from '../payments/problems.js';

const startProduct = useProduct();

/** Tina and Tom, and the names of India's special plans in reverse alphabetical order. */
async function start() {
  const product = await startProduct();
  const tours = await post(product, '/api/special-tours', { country: 'India' });
  const names = (tours.body.data as Array<{ plan_name: string }>)
    .map((p) => p.plan_name)
    .sort()
    .reverse();
  return { h: product, names, ...(await twoBuyers(product)) };
}

const item = (plan_name: string) => ({ type: 'special-plan', country: 'India', plan_name });

async function buy(product: Harness, cookie: string, planName: string) {
  const orderId = await ordered(product, cookie, item(planName), 1);
  await confirm(product, cookie, await pay(product, orderId));
  return orderId;
}

const bought = async (product: Harness, cookie: string, email: string) =>
  (
    (await post(product, '/api/get-purchased-plans', { email }, cookie)).body.plans as Array<{
      plan_name: string;
    }>
  ).map((p) => p.plan_name);

describe('special plans bought', () => {
  it('keeps each buyer’s plans their own, listed in the order they were bought', async () => {
    const { h, names, tina, tom } = await start();
    const [later, earlier] = names;
    if (!later || !earlier) throw new Error('India needs two special plans for this test');

    await buy(h, tina, later);
    expect(await bought(h, tina, TINA)).toEqual([later]);
    expect(await bought(h, tom, TOM)).toEqual([]);

    await buy(h, tom, later);
    expect(await bought(h, tom, TOM)).toEqual([later]);

    await buy(h, tina, earlier);
    expect(await bought(h, tina, TINA)).toEqual([later, earlier]);
    expect(await bought(h, tom, TOM)).toEqual([later]);
  });

  it('refuses a second order while one is open or paid (issue 22: charged twice for one plan)', async () => {
    const { h, names, tina } = await start();
    const name = names[0] ?? '';
    await ordered(h, tina, item(name), 1);
    const again = await post(
      h,
      '/api/create-order',
      { amount: 1, preferredCurrency: 'USD', item: item(name) },
      tina,
    );
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You have already purchased this plan.', code: 'PLAN_ALREADY_PURCHASED' },
    });
  });

  it('refunds in full a second capture of a plan held already, and lists it as a problem', async () => {
    const { h, names, tina } = await start();
    const name = names[0] ?? '';
    const first = await ordered(h, tina, item(name), 1);
    const paidLate = await pay(h, first);
    // The first order lapsed unpaid as far as the product knew; a second one was opened and paid.
    await h.platform.store
      .collection('payment_orders')
      .updateOne({ _id: first }, { $set: { expiresAt: new Date(0) } });
    await buy(h, tina, name);
    // Then the first payment's confirmation arrives after all: the page hears it goes back.
    await confirmGivenBack(h, tina, paidLate);
    expect((await storedOrder(h, first)).status).toBe('paid');
    expect(await bought(h, tina, TINA)).toEqual([name]);
    const refund = await h.platform.store.collection('refunds').findOne({ _id: first });
    expect(refund).toMatchObject({ paymentId: paidLate.razorpay_payment_id, amountMinor: 100 });
    expect(await listProblems(h.platform.store)).toEqual([
      expect.objectContaining({ orderId: first, reason: 'special plan bought already', outcome: 'refunded' }),
    ]);
  });
});
