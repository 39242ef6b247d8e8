/**
 * The money of a booking request: paying it only authorises the amount; the guide's acceptance owes
 * its capture, which the settlement round makes once; a refund owed meanwhile waits for the capture,
 * and a request that can no longer be delivered lets its authorisation go rather than refunding it.
 * Captures and refunds are asked for here in a store write of the test's own, as acceptance and
 * cancellation ask for them, and the rounds are run by the test, so each step can be seen.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, guideNoteId, payBooking, releaseArrives, tajBooking } from '../../test/marketplace.js';
import { processCaptures, requestCapture } from './captures.js';
import {
  confirmGivenBack,
  noWebhooks,
  paidRequest,
  pay,
  paymentOf,
  storedOrder,
} from './payment-fixtures.js';
import { processRefunds, requestRefund } from './refunds.js';

const startProduct = useProduct();

/** What the guide's acceptance writes: the capture owed, and with `refund` the tourist's refund too. */
async function accepted(h: Harness, orderId: string, refund = false) {
  await h.platform.store.transaction(async (tx) => {
    const now = new Date();
    await requestCapture(tx, orderId, now);
    if (refund) await requestRefund(tx, orderId, 100, 'Guide booking cancelled: Taj Mahal', now);
  });
}

/** The order of a request of Asha the tourist cancelled before paying it: it can no longer be delivered. */
async function orderOfCancelledRequest(h: Harness, tourist: string): Promise<string> {
  const id = String((await post(h, '/api/bookings', tajBooking('reserved', 3), tourist)).body.id);
  const order = { amount: 30, preferredCurrency: 'USD', item: { type: 'booking', bookingId: id } };
  const orderId = String((await post(h, '/api/create-order', order, tourist)).body.id);
  expect((await post(h, `/api/bookings/${id}/cancel`, {}, tourist)).status).toBe(200);
  return orderId;
}

describe('paying a booking request', () => {
  it('credits the request on an authorisation alone: nothing is charged before the guide accepts', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const orderId = await paidRequest(h, tina);
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'paid',
      captureWithinMinutes: expect.any(Number),
    });
    expect(await paymentOf(h, orderId)).toMatchObject({
      status: 'authorized',
      captured: false,
      amountMinor: 3000,
    });
  });

  it('captures an accepted request once, in full, and owes nothing after', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const orderId = await paidRequest(h, tina);
    await accepted(h, orderId);
    expect(await processCaptures(h.deps)).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'captured', amountMinor: 3000 });
    // The capture is kept as made: the next round asks the provider for nothing more.
    expect(await h.platform.store.collection('captures').findOne({ _id: orderId })).toMatchObject({
      status: 'captured',
      amountMinor: 3000,
      currency: 'USD',
    });
    expect(await processCaptures(h.deps)).toBe(0);
  });

  it('refunds an accepted request cancelled before its capture only once the money is captured, never releasing it meanwhile', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const orderId = await paidRequest(h, tina);
    await accepted(h, orderId, true);
    // Letting the authorisation go now would leave the capture to charge the tourist afterwards.
    expect(await processRefunds(h.deps)).toBe(0);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'authorized', amountRefundedMinor: 0 });
    expect(await processCaptures(h.deps)).toBe(1);
    expect(await processRefunds(h.deps)).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ captured: true, amountRefundedMinor: 3000 });
  });

  it('lets the authorisation of a request that can no longer be delivered go at once, and notes it as released', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const { tina } = await ashaAndTina(h);
    const orderId = await orderOfCancelledRequest(h, tina);
    const paid = await pay(h, orderId);
    await confirmGivenBack(h, tina, paid);
    expect(await h.platform.store.collection('payment_problems').find({ orderId })).toEqual([
      expect.objectContaining({ reason: 'booking no longer payable', outcome: 'released' }),
    ]);
    // A warning for the operator, naming the order, the payment and why it could not be delivered.
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        orderId,
        paymentId: paid.razorpay_payment_id,
        reason: 'booking no longer payable',
        msg: 'paid for but not deliverable: refunded',
      }),
    );
    // Let go at once, not at the settlement round's next turn: the tourist sees it in the history.
    const { description } = await storedOrder(h, orderId);
    await releaseArrives(h, { email: 'tina@example.com', cookie: tina }, orderId, {
      usd: 30,
      description: `Released, not charged: ${description}`,
    });
  });

  it('tells a tourist who authorises a given-back request again that this payment goes back too, never that it succeeded', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const { tina } = await ashaAndTina(h);
    const orderId = await orderOfCancelledRequest(h, tina);
    await confirmGivenBack(h, tina, await pay(h, orderId));
    // The provider takes a second authorisation of the same order (Checkout opened again): it too
    // pays for nothing, and is never captured.
    const again = await pay(h, orderId);
    await confirmGivenBack(h, tina, again);
    expect((await storedOrder(h, orderId)).paymentId).not.toBe(again.razorpay_payment_id);
    expect(await h.platform.payments.fetchPayment(again.razorpay_payment_id)).toMatchObject({
      status: 'authorized',
    });
  });

  it('keeps a request paid by its first authorisation, and notes a second one of the same order for the operator', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const { tina } = await ashaAndTina(h);
    const orderId = await paidRequest(h, tina);
    const first = (await storedOrder(h, orderId)).paymentId;
    const again = await pay(h, orderId);
    expect((await post(h, '/api/verify-signature', again, tina)).body).toEqual({ status: 'success' });
    expect((await storedOrder(h, orderId)).paymentId).toBe(first);
    expect(await h.platform.store.collection('payment_problems').find({ orderId })).toEqual([
      expect.objectContaining({
        paymentId: again.razorpay_payment_id,
        reason: `order already paid by ${first}`,
        outcome: 'not credited',
      }),
    ]);
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        orderId,
        paymentId: again.razorpay_payment_id,
        paidBy: first,
        msg: 'second payment of a paid order: not credited',
      }),
    );
  });

  it('confirms a booking paid at the price its guide agreed to, whose terms changed before the order', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const { asha, tina } = await ashaAndTina(h);
    const id = String((await post(h, '/api/bookings', tajBooking('reserved', 3), tina)).body.id);
    const offer = { guideId: 'asha@example.com', touristPlace: 'Taj Mahal', offerPrice: 12.5, noOfPeople: 2 };
    await post(h, '/api/set-negotiations', { ...offer, bookingId: id }, tina);
    const noteId = await guideNoteId(h, asha, id);
    expect((await post(h, '/api/save-decision', { id: noteId, decision: 'accept' }, asha)).status).toBe(200);
    // The order binds the terms as agreed (the offer changed them once): paying it confirms them.
    const orderId = await payBooking(h, tina, id, 25);
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', usd: 25 });
    expect(await h.platform.store.collection('bookings').findOne({ _id: id })).toMatchObject({
      status: 'confirmed',
    });
  });
});
