/**
 * `POST /api/create-order` refusals as the page shows them (status and code), and how a special
 * plan is named on what the buyer keeps of the payment.
 */
import { MAX_OPEN_ORDERS, MESSAGES, ORDER_LIFETIME_MS, PLAN_LABELS } from '@app/contracts';
import { PaymentProviderError } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { confirm, fortnight, order, ordered, pay, storedOrder } from './payment-fixtures.js';

const startProduct = useProduct();

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

  it('honours a coupon typed in lower case, and records it on the order as the shop names it', async () => {
    const { h, cookie } = await buyer();
    const created = await order(h, cookie, fortnight('explorewithus20'), 9.59, 'USD');
    expect(created.body).toMatchObject({ amount: 959 });
    // As the buyer's data export shows it: one code, however it was typed.
    expect(await storedOrder(h, String(created.body.id))).toMatchObject({ couponCode: 'EXPLOREWITHUS20' });
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

  it('answers 409 to a second order for a special plan while the first is open, and takes one again once it lapsed unpaid', async () => {
    const { h, cookie } = await buyer();
    const item = await indianSpecialPlan(h);
    const first = await ordered(h, cookie, item, 1);
    // Two open orders for a plan bought once could both be paid: the buyer would pay for it twice.
    expect(await order(h, cookie, item, 1, 'USD')).toMatchObject({
      status: 409,
      body: refusal('PLAN_ALREADY_PURCHASED'),
    });
    await h.platform.store
      .collection('payment_orders')
      .updateOne({ _id: first }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await order(h, cookie, item, 1, 'USD')).status).toBe(200);
  });
  it('refuses a second order for a special plan whose first order is paid while the second is being opened', async () => {
    const { h, cookie } = await buyer();
    const item = await indianSpecialPlan(h);
    const paid = await pay(h, await ordered(h, cookie, item, 1));
    // The first payment is confirmed while the provider opens the second order, after the
    // purchased-plan check: the check made where the order is stored must still refuse it.
    const payments = h.platform.payments;
    const open = payments.createOrder.bind(payments);
    vi.spyOn(payments, 'createOrder').mockImplementationOnce(async (input) => {
      const opened = await open(input);
      await confirm(h, cookie, paid);
      return opened;
    });
    expect(await order(h, cookie, item, 1, 'USD')).toMatchObject({
      status: 409,
      body: refusal('PLAN_ALREADY_PURCHASED'),
    });
    expect(await h.platform.store.collection('payment_orders').count({})).toBe(1);
  });
  it('refuses an order whose id the provider handed out before, keeps the first order as it was, and says so in the log', async () => {
    const { h, cookie } = await buyer();
    const first = await ordered(h, cookie, fortnight(), 11.99);
    const payments = h.platform.payments;
    const open = payments.createOrder.bind(payments);
    vi.spyOn(payments, 'createOrder').mockImplementationOnce(async (input) => ({
      ...(await open(input)),
      id: first,
    }));
    expect((await order(h, cookie, await indianSpecialPlan(h), 1, 'USD')).status).toBe(500);
    // A payment for that id must still pay what the first order priced, not what the second did.
    expect(await h.platform.store.collection('payment_orders').find({})).toEqual([
      expect.objectContaining({ _id: first, amountMinor: 1199, item: fortnight() }),
    ]);
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: `payment provider reused order id ${first}` }),
      }),
    );
  });
});

describe('opening the order with the provider', () => {
  it('keeps a plan’s order as the plan was priced, with no capture window nor booking terms', async () => {
    const { h, cookie } = await buyer();
    const id = await ordered(h, cookie, fortnight(), 11.99);
    // MongoDB keeps a field written as undefined as null: a null capture window reads as one, and
    // the plan's payment would be credited on an authorisation alone.
    expect(await storedOrder(h, id)).toStrictEqual({
      _id: id,
      userId: expect.any(String),
      email: 'buyer@example.com',
      item: fortnight(),
      description: PLAN_LABELS.fortnight,
      usd: 11.99,
      amountMinor: 1199,
      currency: 'USD',
      status: 'created',
      createdAt: expect.any(Date),
      expiresAt: expect.any(Date),
    });
  });

  it('answers 503 PAYMENT_PROVIDER when the provider refuses to open the order, keeps none, and logs why for the operator', async () => {
    const { h, cookie } = await buyer();
    const refused = new PaymentProviderError(
      400,
      'BAD_REQUEST_ERROR',
      'The amount must be at least INR 1.00',
    );
    vi.spyOn(h.platform.payments, 'createOrder').mockRejectedValueOnce(refused);
    expect(await order(h, cookie, fortnight(), 11.99, 'USD')).toMatchObject({
      status: 503,
      body: { message: MESSAGES.paymentSetupFailed, code: 'PAYMENT_PROVIDER' },
    });
    expect(await h.platform.store.collection('payment_orders').count({})).toBe(0);
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: refused.message }),
        msg: 'payment provider refused an order',
      }),
    );
    // Nothing was held for the order the provider refused: the buyer may simply try again.
    expect((await order(h, cookie, fortnight(), 11.99, 'USD')).status).toBe(200);
  });

  it('answers a fault of its own while opening the order as one, not as the provider refusing it', async () => {
    const { h, cookie } = await buyer();
    vi.spyOn(h.platform.payments, 'createOrder').mockRejectedValueOnce(new TypeError('order is undefined'));
    expect(await order(h, cookie, fortnight(), 11.99, 'USD')).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL' },
    });
    expect(h.logs.filter((line) => line.msg === 'payment provider refused an order')).toEqual([]);
  });
});

describe('open orders per buyer (issue 22)', () => {
  const TOO_MANY_OPEN = {
    status: 409,
    body: { message: MESSAGES.tooManyOpenOrders, code: 'TOO_MANY_OPEN_ORDERS' },
  };
  const openOrders = (h: Harness) =>
    h.platform.store.collection('payment_orders').count({ status: 'created' });

  it(`answers 409 TOO_MANY_OPEN_ORDERS to a buyer with ${MAX_OPEN_ORDERS} unpaid orders open, and not to another buyer`, async () => {
    const { h, cookie } = await buyer();
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) await ordered(h, cookie, fortnight(), 11.99);
    expect(await order(h, cookie, fortnight(), 11.99, 'USD')).toMatchObject(TOO_MANY_OPEN);
    expect(await order(h, cookie, await indianSpecialPlan(h), 1, 'USD')).toMatchObject(TOO_MANY_OPEN);
    expect(await openOrders(h)).toBe(MAX_OPEN_ORDERS);
    const other = await loggedIn(h, 'other@example.com');
    expect((await order(h, other, fortnight(), 11.99, 'USD')).status).toBe(200);
  });

  it('counts open orders only: one paid, or one past its lifetime, makes room for another', async () => {
    const { h, cookie } = await buyer();
    const first = await ordered(h, cookie, fortnight(), 11.99);
    for (let i = 1; i < MAX_OPEN_ORDERS; i++) await ordered(h, cookie, fortnight(), 11.99);
    await confirm(h, cookie, await pay(h, first));
    const fifth = await ordered(h, cookie, fortnight(), 11.99);
    expect((await order(h, cookie, fortnight(), 11.99, 'USD')).status).toBe(409);
    // Expired by the clock, before any reconciliation round marks it so.
    await h.platform.store
      .collection('payment_orders')
      .updateOne({ _id: fifth }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await order(h, cookie, fortnight(), 11.99, 'USD')).status).toBe(200);
  });

  it(`lets exactly ${MAX_OPEN_ORDERS} of a buyer's orders that race through`, async () => {
    const { h, cookie } = await buyer();
    const replies = await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS + 4 }, () => order(h, cookie, fortnight(), 11.99, 'USD')),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(MAX_OPEN_ORDERS);
    expect(replies.filter((r) => r.status !== 200)).toEqual(
      Array(4).fill(expect.objectContaining(TOO_MANY_OPEN)),
    );
    expect(await openOrders(h)).toBe(MAX_OPEN_ORDERS);
  });

  it('says in its message how many orders may be open and when one lapses', () => {
    expect(MESSAGES.tooManyOpenOrders).toContain(`You have ${MAX_OPEN_ORDERS} payments waiting`);
    expect(MESSAGES.tooManyOpenOrders).toContain(`${ORDER_LIFETIME_MS / 60_000} minutes`);
  });
});
