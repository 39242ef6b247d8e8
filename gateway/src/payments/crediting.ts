/**
 * Crediting a paid order, once: the callback, the webhook and reconciliation may each learn of the
 * payment, in any order or at the same moment; the first credits, the others change nothing. The
 * purchase, its transaction row, the receipt mail and the `payment.verified` event are one store write.
 */
import { MESSAGES, TOPICS } from '@app/contracts';
import { AppError, emit, type Ports } from '../core/index.js';
import { type CreditSource, orders } from './order-store.js';
import { recordProblem } from './problems.js';
import { type PurchasablesKeeping, purchasableOf } from './purchasables.js';
import { formatted, sendReceipt } from './receipts.js';
import { requestRefund, type SettlementNudging } from './refunds.js';
import { transactions } from './transaction-store.js';

const PURPOSE = { plan: 'subscription', 'special-plan': 'special-plan', booking: 'guide-booking' } as const;

/** What crediting uses: the store and its relay, the purchasables that deliver, refunds to nudge. */
export type CreditingDeps = Pick<Ports, 'config' | 'logger' | 'store' | 'places' | 'relay'> &
  SettlementNudging &
  PurchasablesKeeping;

/**
 * Credits the order for the payment; `already` when it was credited before (by any way), `given back`
 * when it was paid for something that could not be delivered (refunded or released in full).
 */
export async function creditOrder(
  deps: CreditingDeps,
  orderId: string,
  paymentId: string,
  source: CreditSource,
): Promise<'credited' | 'already' | 'given back'> {
  const { outcome, refundOwed, paidBy } = await deps.store.transaction(async (tx) => {
    const order = await orders(tx).findOne({ _id: orderId });
    if (!order)
      throw new AppError('NOT_FOUND', MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
    const now = new Date();
    if (order.status === 'paid') {
      // Another payment of an order already paid (Checkout opened again) is not used: the operator
      // must see it, since a second authorisation lapses uncaptured but a second capture must be
      // refunded by hand.
      const paidBy = order.paymentId !== paymentId ? order.paymentId : undefined;
      if (paidBy !== undefined)
        await recordProblem(
          tx,
          { orderId, paymentId, reason: `order already paid by ${paidBy}`, outcome: 'not credited' },
          now,
        );
      return { outcome: 'already' as const, refundOwed: false, paidBy };
    }
    await orders(tx).updateOne(
      { _id: orderId },
      { $set: { status: 'paid', paymentId, paidAt: now, creditedBy: source } },
    );
    // Money taken for something that cannot be delivered is refunded in full, never retried.
    const purchasable = purchasableOf(deps.purchasables, order.item);
    const undeliverable = await purchasable.deliver(tx, deps, order, {
      paymentId,
      amount: formatted(order),
      now,
    });
    if (undeliverable) {
      deps.logger.warn(
        { orderId, paymentId, reason: undeliverable },
        'paid for but not deliverable: refunded',
      );
      await requestRefund(tx, orderId, 100, order.description, now);
      await orders(tx).updateOne({ _id: orderId }, { $set: { givenBack: undeliverable } });
      const outcome = order.captureWithinMinutes === undefined ? 'refunded' : 'released';
      await recordProblem(tx, { orderId, paymentId, reason: undeliverable, outcome }, now);
    }
    const refundOwed = undeliverable !== null;
    // Keyed by the order: a second credit of it could never add a second row.
    await transactions(tx).insertOne({
      _id: orderId,
      userId: order.userId,
      description: order.description,
      amount: formatted(order),
      time: now,
      paymentId,
    });
    // An authorised request is charged, and receipted, only when its guide accepts (captures.ts).
    if (order.captureWithinMinutes === undefined) await sendReceipt(deps, tx, order, paymentId, now);
    await emit(tx, TOPICS.paymentVerified, {
      paymentId,
      orderId,
      email: order.email,
      purpose: PURPOSE[order.item.type],
      reference: order.description,
      amount: order.amountMinor,
      currency: order.currency,
    });
    return {
      outcome: refundOwed ? ('given back' as const) : ('credited' as const),
      refundOwed,
      paidBy: undefined,
    };
  });
  if (outcome === 'credited') deps.logger.info({ orderId, paymentId, source }, 'payment credited');
  if (paidBy !== undefined)
    deps.logger.error({ orderId, paymentId, paidBy, source }, 'second payment of a paid order: not credited');
  if (outcome !== 'already') deps.relay.nudge();
  if (refundOwed) deps.settlementJob.nudge();
  return outcome;
}
