/**
 * What a payment must be to pay its order (payment-check.ts): captured money pays any order; an
 * authorisation pays only an order that waits for its capture (a booking request), and nothing
 * else of the provider's statuses pays at all.
 */
import type { Payment } from '@app/infra';
import { describe, expect, it } from 'vitest';
import type { OrderDoc } from './order-store.js';
import { paymentMismatch } from './payment-check.js';

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

  it('refuses a failed, a created or a refunded payment, even for a booking request', () => {
    for (const status of ['failed', 'created', 'refunded'] as const)
      expect(paymentMismatch(requestOrder, paymentFor(requestOrder, status))).toBe(
        `payment is ${status}, not authorised`,
      );
  });
});
