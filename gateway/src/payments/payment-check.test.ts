/**
 * What a payment must be to pay its order (payment-check.ts): made for that order; captured money
 * pays any order; an authorisation pays only an order that waits for its capture (a booking
 * request), and nothing else of the provider's statuses pays at all. And asking the provider: a
 * payment it does not know is noted for the operator, one it could not be asked about is asked
 * again later, never noted.
 */
import { type Payment, PaymentProviderError } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import type { OrderDoc } from './order-store.js';
import { confirmedPayment, paymentMismatch } from './payment-check.js';
import { fortnight, noWebhooks, ordered, pay, storedOrder, TINA } from './payment-fixtures.js';

const startProduct = useProduct();

const planOrder = {
  _id: 'order_Plan0000000000',
  amountMinor: 1199,
  currency: 'USD',
} as OrderDoc;
/** A booking request: authorised now, captured when the guide accepts. */
const requestOrder = { ...planOrder, _id: 'order_Request000000', captureWithinMinutes: 60 } as OrderDoc;

const paymentFor = (order: OrderDoc, status: Payment['status']): Payment => ({
  id: 'pay_Payment0000000',
  orderId: order._id,
  status,
  amountMinor: order.amountMinor,
  amountRefundedMinor: 0,
  currency: order.currency,
  captured: status === 'captured',
});

describe('whether a payment pays its order', () => {
  it('refuses a payment made for another order, or for none, naming the order it was for', () => {
    const captured = paymentFor(planOrder, 'captured');
    expect(paymentMismatch(planOrder, { ...captured, orderId: requestOrder._id })).toBe(
      `payment is for order ${requestOrder._id}`,
    );
    expect(paymentMismatch(planOrder, { ...captured, orderId: null })).toBe('payment is for order none');
  });

  it('takes captured money for a plan and for a booking request alike', () => {
    expect(paymentMismatch(planOrder, paymentFor(planOrder, 'captured'))).toBeNull();
    expect(paymentMismatch(requestOrder, paymentFor(requestOrder, 'captured'))).toBeNull();
  });

  it('takes an authorisation for a booking request, whose capture waits for the guide', () => {
    expect(paymentMismatch(requestOrder, paymentFor(requestOrder, 'authorized'))).toBeNull();
  });

  it('refuses an authorisation for a plan: a plan is credited only on money captured', () => {
    expect(paymentMismatch(planOrder, paymentFor(planOrder, 'authorized'))).toBe(
      'payment is authorized, not captured',
    );
  });

  it('refuses the same number of minor units in another currency: 1199 INR does not pay 11.99 USD', () => {
    expect(paymentMismatch(planOrder, { ...paymentFor(planOrder, 'captured'), currency: 'INR' })).toBe(
      'payment of 1199 INR for an order of 1199 USD',
    );
  });

  it('refuses a failed, a created or a refunded payment, even for a booking request', () => {
    for (const status of ['failed', 'created', 'refunded'] as const)
      expect(paymentMismatch(requestOrder, paymentFor(requestOrder, status))).toBe(
        `payment is ${status}, not authorised`,
      );
  });
});

describe('asking the provider about a payment', () => {
  /** Tina's Fortnight order, paid at the checkout and not credited yet, and its payment's id. */
  async function waitingOrder(h: Harness) {
    noWebhooks(h);
    const orderId = await ordered(h, await loggedIn(h, TINA), fortnight(), 11.99);
    const paid = await pay(h, orderId);
    return { order: await storedOrder(h, orderId), paymentId: paid.razorpay_payment_id };
  }
  const problems = (h: Harness) => h.platform.store.collection('payment_problems').find({});

  it('notes a payment the provider does not know as not credited, and tells the operator why', async () => {
    const h = await startProduct();
    const { order } = await waitingOrder(h);
    const paymentId = 'pay_NeverMade00000';
    expect(await confirmedPayment(h.deps, order, paymentId)).toBeNull();
    expect(await problems(h)).toEqual([
      expect.objectContaining({
        orderId: order._id,
        paymentId,
        reason: 'payment unknown to the provider',
        outcome: 'not credited',
      }),
    ]);
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        orderId: order._id,
        paymentId,
        reason: 'payment unknown to the provider',
        msg: 'payment does not match its order: not credited',
      }),
    );
  });

  it('notes nothing of a payment the provider could not be asked about, and confirms it once the provider answers', async () => {
    const h = await startProduct();
    const { order, paymentId } = await waitingOrder(h);
    // Unreachable, failing on its side, or a fault of our own: none says anything of the payment.
    const failures = [
      new PaymentProviderError(0, 'NETWORK_ERROR', 'socket hang up'),
      new PaymentProviderError(500, 'SERVER_ERROR', 'We are facing some trouble'),
      new PaymentProviderError(503, 'SERVER_ERROR', 'Service unavailable'),
      new TypeError('fetch failed'),
    ];
    const asked = vi.spyOn(h.deps.payments, 'fetchPayment');
    for (const failure of failures) asked.mockRejectedValueOnce(failure);
    for (const failure of failures)
      await expect(confirmedPayment(h.deps, order, paymentId)).rejects.toBe(failure);
    expect(await problems(h)).toEqual([]);
    expect(await confirmedPayment(h.deps, order, paymentId)).toMatchObject({
      id: paymentId,
      orderId: order._id,
      status: 'captured',
    });
  });
});
