/**
 * Refunds (refunds.ts): how much of a paid order goes back, in its currency's units, once per order;
 * then the settlement round that sends it to the provider: held by one round at a time, tried again
 * after a failure once the failed round's claim lapses, and never sent (nor recorded) twice.
 * Refunds are asked for here in a store write of the test's own, as cancellations ask for them, and
 * the rounds are run by the test with the clock it gives them, so each step can be seen.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking } from '../../test/marketplace.js';
import {
  confirm,
  fortnight,
  noWebhooks,
  ordered,
  overtakenRound,
  pay,
  paymentOf,
  storedOrder,
  storeOrder,
  TINA,
  TOM,
} from './payment-fixtures.js';
import { processRefunds, requestRefund } from './refunds.js';

const startProduct = useProduct();

const MINUTE = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** Asks for `percent` of the order back, in a store write of its own, as a cancellation does. */
const askRefund = (h: Harness, orderId: string, percent: number, description = 'Fortnight Plan cancelled') =>
  h.platform.store.transaction((tx) => requestRefund(tx, orderId, percent, description, new Date()));

/** The buyer's Fortnight plan ordered in US dollars (11.99), paid and captured: the order id. */
async function paidPlan(h: Harness, email = TINA): Promise<string> {
  noWebhooks(h);
  const cookie = await loggedIn(h, email);
  const orderId = await ordered(h, cookie, fortnight(), 11.99);
  await confirm(h, cookie, await pay(h, orderId));
  return orderId;
}

const storedRefund = (h: Harness, orderId: string) =>
  h.platform.store.collection('refunds').findOne({ _id: orderId });
const refundRow = (h: Harness, orderId: string) =>
  h.platform.store.collection('transactions').findOne({ _id: `refund:${orderId}` });
const notMade = (h: Harness) =>
  h.logs.filter((line) => line.msg === 'refund not made; tried again next round');

describe('how much a refund gives back', () => {
  it('gives back the share of the price, rounded down to what the provider can refund in the currency', async () => {
    const h = await startProduct();
    await storeOrder(h, 'order_usd', 1199, 'USD');
    await storeOrder(h, 'order_jpy', 1801, 'JPY');
    await storeOrder(h, 'order_kwd', 12345, 'KWD');
    expect(await askRefund(h, 'order_usd', 50)).toEqual({
      amountMinor: 599,
      currency: 'USD',
      formatted: '$5.99',
    });
    expect(await askRefund(h, 'order_jpy', 50)).toEqual({
      amountMinor: 900,
      currency: 'JPY',
      formatted: '¥900',
    });
    // Three-decimal currencies are refunded in tens of their minor unit: half of 12.345 KWD is 6.170.
    expect(await askRefund(h, 'order_kwd', 50)).toEqual({
      amountMinor: 6170,
      currency: 'KWD',
      formatted: 'KWD\u00a06.170',
    });
    // What is owed is kept as it was answered, pending until a round sends it.
    expect(await storedRefund(h, 'order_kwd')).toMatchObject({
      orderId: 'order_kwd',
      paymentId: 'pay_order_kwd',
      amountMinor: 6170,
      currency: 'KWD',
      status: 'pending',
    });
  });

  it('refunds an order once: asking again answers the first refund, whatever share is asked', async () => {
    const h = await startProduct();
    await storeOrder(h, 'order_first', 1199, 'USD');
    await storeOrder(h, 'order_second', 2000, 'USD');
    expect(await askRefund(h, 'order_first', 50)).toMatchObject({ amountMinor: 599 });
    // A second cancellation path (a timeout after a decline, say) must not owe the buyer twice.
    expect(await askRefund(h, 'order_first', 100)).toEqual({
      amountMinor: 599,
      currency: 'USD',
      formatted: '$5.99',
    });
    // Another order's refund is its own, not the first one's answered again.
    expect(await askRefund(h, 'order_second', 100)).toEqual({
      amountMinor: 2000,
      currency: 'USD',
      formatted: '$20.00',
    });
    expect(await h.platform.store.collection('refunds').count({})).toBe(2);
  });

  it('refuses to refund an order not paid, one with no payment to refund, or one we never opened', async () => {
    const h = await startProduct();
    await storeOrder(h, 'order_created', 1199, 'USD', { status: 'created' });
    await storeOrder(h, 'order_nopayment', 1199, 'USD', { paymentId: undefined });
    await expect(askRefund(h, 'order_created', 100)).rejects.toThrow('order order_created is not paid');
    await expect(askRefund(h, 'order_nopayment', 100)).rejects.toThrow('order order_nopayment is not paid');
    await expect(askRefund(h, 'order_unknown', 100)).rejects.toThrow('order order_unknown is not paid');
    expect(await h.platform.store.collection('refunds').count({})).toBe(0);
  });
});

describe('sending refunds to the provider', () => {
  it('sends the refund owed once, for its share, and shows it in the buyer’s transactions', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    const sent = vi.spyOn(h.deps.payments, 'refund');
    expect(await processRefunds(h.deps)).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({
      captured: true,
      amountMinor: 1199,
      amountRefundedMinor: 599,
    });
    const made = await sent.mock.results[0]?.value;
    const order = await storedOrder(h, orderId);
    expect(await storedRefund(h, orderId)).toEqual(
      expect.objectContaining({ status: 'processed', refundId: made.id, processedAt: expect.any(Date) }),
    );
    // The claim goes with it: nothing about this refund is held any more.
    expect(await storedRefund(h, orderId)).not.toHaveProperty('claimedUntil');
    expect(await storedRefund(h, orderId)).not.toHaveProperty('released');
    expect(await refundRow(h, orderId)).toMatchObject({
      userId: order.userId,
      description: 'Refund: Fortnight Plan cancelled',
      amount: '-$5.99',
      paymentId: order.paymentId,
    });
    // The next round finds nothing owed and asks the provider for nothing more.
    expect(await processRefunds(h.deps)).toBe(0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
  });

  it('sends and records each order’s refund when a round has several owed', async () => {
    const h = await startProduct();
    const tinas = await paidPlan(h, TINA);
    const toms = await paidPlan(h, TOM);
    await askRefund(h, tinas, 100);
    await askRefund(h, toms, 50);
    expect(await processRefunds(h.deps)).toBe(2);
    expect(await paymentOf(h, tinas)).toMatchObject({ amountRefundedMinor: 1199 });
    expect(await paymentOf(h, toms)).toMatchObject({ amountRefundedMinor: 599 });
    expect(await storedRefund(h, tinas)).toMatchObject({ status: 'processed' });
    expect(await storedRefund(h, toms)).toMatchObject({ status: 'processed' });
    expect(await refundRow(h, tinas)).toMatchObject({ amount: '-$11.99' });
    expect(await refundRow(h, toms)).toMatchObject({ amount: '-$5.99' });
  });

  it('refunds only what the provider has not refunded yet, after a round that died having asked for part', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    // The provider refunded 2.00 of it before the round that asked could record anything.
    await h.platform.payments.refund(String((await storedOrder(h, orderId)).paymentId), { amountMinor: 200 });
    expect(await processRefunds(h.deps)).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
    // The buyer sees the refund owed, once, for its whole share.
    expect(await refundRow(h, orderId)).toMatchObject({ amount: '-$5.99' });
  });

  it('asks the provider for nothing when it refunded the whole share already, and records the refund as made', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    await h.platform.payments.refund(String((await storedOrder(h, orderId)).paymentId), { amountMinor: 599 });
    const sent = vi.spyOn(h.deps.payments, 'refund');
    expect(await processRefunds(h.deps)).toBe(1);
    expect(sent).not.toHaveBeenCalled();
    expect(notMade(h)).toEqual([]);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
    expect(await storedRefund(h, orderId)).toMatchObject({ status: 'processed' });
    expect(await storedRefund(h, orderId)).not.toHaveProperty('refundId');
  });

  it('waits with a refund while the order’s capture is still owed, refunding nothing meanwhile', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 100);
    // A capture owed and not yet made: letting the payment go now would leave the capture to charge.
    await h.platform.store
      .collection('captures')
      .insertOne({ _id: orderId, orderId, status: 'pending', requestedAt: new Date() });
    const asked = vi.spyOn(h.deps.payments, 'fetchPayment');
    expect(await processRefunds(h.deps)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    expect(await storedRefund(h, orderId)).toMatchObject({ status: 'pending' });
    expect(await storedRefund(h, orderId)).not.toHaveProperty('released');
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 0 });
  });

  it('lets an authorisation never captured go instead of refunding it, and shows it as released', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const id = String((await post(h, '/api/bookings', tajBooking('reserved', 3), tina)).body.id);
    const orderId = await payBooking(h, tina, id, 30);
    await askRefund(h, orderId, 100, 'Guide booking declined: Taj Mahal');
    const sent = vi.spyOn(h.deps.payments, 'refund');
    expect(await processRefunds(h.deps)).toBe(1);
    // Razorpay cannot refund an authorisation: it is given back by never being captured.
    expect(sent).not.toHaveBeenCalled();
    expect(await storedRefund(h, orderId)).toMatchObject({ status: 'processed', released: true });
    expect(await refundRow(h, orderId)).toMatchObject({
      description: 'Released, not charged: Guide booking declined: Taj Mahal',
      amount: '-$30.00',
    });
  });
});

describe('one round at a time', () => {
  it('leaves a refund another round holds, and takes it again once that claim has lapsed', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    const now = new Date();
    // Another round (or gateway) is asking the provider now: its claim runs another minute.
    await h.platform.store
      .collection('refunds')
      .updateOne({ _id: orderId }, { $set: { claimedUntil: later(now, MINUTE) } });
    const asked = vi.spyOn(h.deps.payments, 'fetchPayment');
    expect(await processRefunds(h.deps, now)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    expect(notMade(h)).toEqual([]);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 0 });
    // That round died: once its claim lapses the refund is owed still, and made once.
    expect(await processRefunds(h.deps, later(now, 2 * MINUTE))).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
  });

  it('tries a refund the provider failed again once the failed round’s claim lapses, and sends it once', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    const now = new Date();
    vi.spyOn(h.deps.payments, 'refund').mockRejectedValueOnce(new Error('provider unavailable'));
    expect(await processRefunds(h.deps, now)).toBe(0);
    expect(notMade(h)).toEqual([expect.objectContaining({ level: 40, orderId })]);
    expect(await storedRefund(h, orderId)).toMatchObject({ status: 'pending' });
    // The failed round's claim holds for two minutes: a round 30 s later does not ask meanwhile.
    expect(await processRefunds(h.deps, later(now, 30_000))).toBe(0);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 0 });
    expect(await processRefunds(h.deps, later(now, 2 * MINUTE + 1000))).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
    expect(await storedRefund(h, orderId)).toMatchObject({ status: 'processed' });
  });

  it('neither sends again nor records twice a refund whose claim lapsed while its round waited on the provider', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 50);
    const now = new Date();
    // A later round takes the refund and makes it in full before the first round hears back.
    expect(await overtakenRound(h, (at) => processRefunds(h.deps, at), now)).toEqual({
      first: 1,
      overtaking: 1,
    });
    expect(notMade(h)).toEqual([]);
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 599 });
    expect(await h.platform.store.collection('transactions').count({ _id: `refund:${orderId}` })).toBe(1);
  });

  it('sends a refund owed when the settlement job is nudged, without waiting for its next round', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 100);
    h.deps.settlementJob.nudge();
    await expect.poll(async () => (await paymentOf(h, orderId)).amountRefundedMinor).toBe(1199);
    await expect.poll(async () => (await storedRefund(h, orderId))?.status).toBe('processed');
  });

  it('reports a settlement round that failed to the operator by its name, and sends the refund in the next one', async () => {
    const h = await startProduct();
    const orderId = await paidPlan(h);
    await askRefund(h, orderId, 100);
    // The store fails the round before any refund is looked at (captures are settled first).
    const store = h.deps.store;
    const collection = store.collection.bind(store);
    const failing = vi.spyOn(store, 'collection').mockImplementation(((name: string) => {
      if (name === 'captures') throw new Error('store unavailable');
      return collection(name);
    }) as typeof store.collection);
    h.deps.settlementJob.nudge();
    await vi.waitFor(() =>
      expect(h.logs).toContainEqual(
        expect.objectContaining({ level: 50, job: 'settlement round', msg: 'settlement round failed' }),
      ),
    );
    expect(await paymentOf(h, orderId)).toMatchObject({ amountRefundedMinor: 0 });
    failing.mockRestore();
    h.deps.settlementJob.nudge();
    await expect.poll(async () => (await paymentOf(h, orderId)).amountRefundedMinor).toBe(1199);
  });
});
