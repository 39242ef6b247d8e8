/**
 * Webhooks the product cannot credit: Razorpay retries any answer but 2xx, so a signed event for an
 * order not ours, one with no payment to credit, or one of a shape we do not know is answered 200
 * and changes none of our orders. An event is handled once however often it comes, and one that
 * could not be marked handled is answered with an error, for Razorpay to send again.
 */
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import {
  declined,
  fortnight,
  noWebhooks,
  ordered,
  pay,
  sendWebhook,
  storedOrder,
} from './payment-fixtures.js';

const startProduct = useProduct();

/** A buyer's order paid at the checkout, not credited yet: a webhook that credited it would show. */
async function waitingOrder() {
  const product = await startProduct();
  noWebhooks(product);
  const orderId = await ordered(product, await loggedIn(product, 'tina@example.com'), fortnight(), 11.99);
  return { h: product, orderId, paid: await pay(product, orderId) };
}

const captured = (paymentId: string, orderId: string | null) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId } } },
});

describe('POST /api/razorpay/webhook', () => {
  it('answers 200 to a captured payment of an order not ours, and credits none of ours', async () => {
    const { h, orderId, paid } = await waitingOrder();
    expect(
      await sendWebhook(h, captured(paid.razorpay_payment_id, 'order_NotOurs00000000'), { eventId: 'evt_1' }),
    ).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await storedOrder(h, orderId)).status).toBe('created');
    expect(await h.platform.store.collection('transactions').count({})).toBe(0);
    // Told to whoever reads the logs: a provider account shared with another shop, or a forged order id.
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        eventId: 'evt_1',
        orderId: 'order_NotOurs00000000',
        msg: 'webhook for an order not ours ignored',
      }),
    );
  });

  it('credits nothing for a signed event naming our order with a payment the bank declined, and notes it', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const orderId = await ordered(h, await loggedIn(h, 'tina@example.com'), fortnight(), 11.99);
    const failed = await declined(h, orderId);
    // The signature proves Razorpay sent it, not that the money was taken: the provider is asked.
    expect((await sendWebhook(h, captured(failed, orderId))).status).toBe(200);
    expect((await storedOrder(h, orderId)).status).toBe('created');
    expect(await h.platform.store.collection('transactions').count({})).toBe(0);
    expect(await h.platform.store.collection('payment_problems').find({ orderId })).toEqual([
      expect.objectContaining({ paymentId: failed, outcome: 'not credited' }),
    ]);
  });

  it('answers 200 to signed events with no payment to credit, and changes no order', async () => {
    const { h, orderId } = await waitingOrder();
    expect(await sendWebhook(h, { event: 'refund.processed', payload: {} })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await sendWebhook(h, { event: 'order.paid', payload: {} })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect((await storedOrder(h, orderId)).status).toBe('created');
  });

  it('refuses a webhook not signed with our secret as a failed verification, and credits nothing', async () => {
    const { h, orderId, paid } = await waitingOrder();
    expect(await sendWebhook(h, captured(paid.razorpay_payment_id, orderId), { secret: 'guess' })).toEqual({
      status: 400,
      body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    expect((await storedOrder(h, orderId)).status).toBe('created');
  });

  it('credits the order of a captured payment it names', async () => {
    const { h, orderId, paid } = await waitingOrder();
    expect((await sendWebhook(h, captured(paid.razorpay_payment_id, orderId))).status).toBe(200);
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', creditedBy: 'webhook' });
  });

  it('handles an event delivered twice under one event id once, and notes one it does not credit', async () => {
    const { h, orderId } = await waitingOrder();
    const refund = { event: 'refund.processed', payload: {} };
    for (const eventId of ['evt_refund_1', 'evt_refund_1', 'evt_refund_2'])
      expect(await sendWebhook(h, refund, { eventId })).toEqual({ status: 200, body: { status: 'ok' } });
    expect(h.logs.filter((line) => line.msg === 'webhook noted')).toEqual([
      expect.objectContaining({ eventId: 'evt_refund_1', event: 'refund.processed' }),
      expect.objectContaining({ eventId: 'evt_refund_2', event: 'refund.processed' }),
    ]);
    expect((await storedOrder(h, orderId)).status).toBe('created');
  });

  it('answers 200 to a signed event of a shape it does not know, credits nothing, and says so in the log', async () => {
    const { h, orderId } = await waitingOrder();
    const odd = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 42, order_id: orderId } } },
    };
    expect(await sendWebhook(h, odd, { eventId: 'evt_odd' })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect((await storedOrder(h, orderId)).status).toBe('created');
    expect(h.logs).toContainEqual(
      expect.objectContaining({ level: 40, eventId: 'evt_odd', msg: 'webhook of an unknown shape ignored' }),
    );
  });

  it('answers 200 to both deliveries of one event that arrive together, and credits once', async () => {
    const { h, orderId, paid } = await waitingOrder();
    const event = captured(paid.razorpay_payment_id, orderId);
    let again: ReturnType<typeof sendWebhook> | undefined;
    // Razorpay sends the event again while the first delivery asks the provider about the payment:
    // the second is handled in full first, and the first finds the event marked when it is done.
    vi.spyOn(h.deps.payments, 'fetchPayment').mockImplementationOnce(async (paymentId) => {
      again = sendWebhook(h, event, { eventId: 'evt_twice' });
      await again;
      return h.platform.payments.fetchPayment(paymentId);
    });
    expect(await sendWebhook(h, event, { eventId: 'evt_twice' })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await again).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', creditedBy: 'webhook' });
    expect(await h.platform.store.collection('transactions').count({})).toBe(1);
  });

  it('answers an error to a delivery it could not mark handled, for Razorpay to send again, and credits once', async () => {
    const { h, orderId, paid } = await waitingOrder();
    const event = captured(paid.razorpay_payment_id, orderId);
    const store = h.deps.store;
    const collection = store.collection.bind(store);
    vi.spyOn(store, 'collection').mockImplementation(((name: string) => {
      const found = collection(name);
      if (name === 'processed_events')
        vi.spyOn(found, 'insertOne').mockRejectedValue(new Error('store unavailable'));
      return found;
    }) as typeof store.collection);
    expect((await sendWebhook(h, event, { eventId: 'evt_unmarked' })).status).toBe(500);
    vi.restoreAllMocks();
    expect(await sendWebhook(h, event, { eventId: 'evt_unmarked' })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', creditedBy: 'webhook' });
    expect(await h.platform.store.collection('transactions').count({})).toBe(1);
  });
});
