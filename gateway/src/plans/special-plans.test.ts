/**
 * Special tour plans bought: each buyer's are their own, listed in the order bought, and a plan
 * paid twice (two tabs, two orders) is credited both times and kept once.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, harnessPerTest } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { confirm, ordered, pay, storedOrder, TINA, TOM, twoBuyers } from '../payments/payment-fixtures.js';

const startProduct = harnessPerTest();

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

  it('credits both orders of a plan paid in two tabs, and keeps the plan once', async () => {
    const { h, names, tina } = await start();
    const name = names[0] ?? '';
    const first = await ordered(h, tina, item(name), 1);
    const second = await ordered(h, tina, item(name), 1);
    await confirm(h, tina, await pay(h, first));
    await confirm(h, tina, await pay(h, second));
    expect((await storedOrder(h, first)).status).toBe('paid');
    expect((await storedOrder(h, second)).status).toBe('paid');
    expect(await bought(h, tina, TINA)).toEqual([name]);
  });
});
