/**
 * Before an order is credited, the provider is asked about the payment: it must be captured (or,
 * for an order that only authorises, authorised and not yet released), for this order, of exactly the order's amount in the order's currency. A checkout signature or a
 * signed webhook proves who sent it, not what was paid (issue 22: a signed 1-cent capture credited
 * an 11.99 USD plan). A mismatch credits nothing, is logged as an error and noted as a problem.
 */
import { type Payment, PaymentProviderError } from '@app/infra';
import type { Ports } from '../core/index.js';
import type { OrderDoc } from './order-store.js';
import { recordProblem } from './problems.js';

/** Whether the payment has secured the order's money: captured, or authorised when the order asks no more. */
export const securesOrder = (order: Pick<OrderDoc, 'captureWithinMinutes'>, payment: Payment) =>
  payment.status === 'captured' ||
  (payment.status === 'authorized' && order.captureWithinMinutes !== undefined);

/** Why the payment cannot pay the order, or null when it does. */
export function paymentMismatch(order: OrderDoc, payment: Payment): string | null {
  if (payment.orderId !== order._id) return `payment is for order ${payment.orderId ?? 'none'}`;
  if (!securesOrder(order, payment))
    return `payment is ${payment.status}, not ${order.captureWithinMinutes === undefined ? 'captured' : 'authorised'}`;
  if (payment.amountMinor !== order.amountMinor || payment.currency !== order.currency)
    return `payment of ${payment.amountMinor} ${payment.currency} for an order of ${order.amountMinor} ${order.currency}`;
  return null;
}

/**
 * The provider's record of the payment when it pays the order; null (logged and noted) when it
 * does not. A provider that cannot be reached throws: the caller answers or retries later.
 */
export async function confirmedPayment(
  deps: Pick<Ports, 'logger' | 'store' | 'payments'>,
  order: OrderDoc,
  paymentId: string,
): Promise<Payment | null> {
  let payment: Payment;
  try {
    payment = await deps.payments.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.status === 0 || error.status >= 500) throw error;
    await noteMismatch(deps, order, paymentId, 'payment unknown to the provider');
    return null;
  }
  const mismatch = paymentMismatch(order, payment);
  if (!mismatch) return payment;
  await noteMismatch(deps, order, paymentId, mismatch);
  return null;
}

/** Logs and notes a payment that does not pay its order. */
export async function noteMismatch(
  deps: Pick<Ports, 'logger' | 'store'>,
  order: OrderDoc,
  paymentId: string,
  reason: string,
): Promise<void> {
  deps.logger.error(
    { orderId: order._id, paymentId, reason },
    'payment does not match its order: not credited',
  );
  await recordProblem(deps.store, { orderId: order._id, paymentId, reason, outcome: 'not credited' });
}
