/**
 * Crediting a paid order, once: the callback, the webhook and reconciliation may each learn of the
 * payment, in any order or at the same moment; the first credits, the others change nothing. The
 * purchase, its transaction row, the receipt mail and the `payment.verified` event are one store write.
 */
import { MESSAGES, TOPICS } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { bookingPaid } from '../bookings/paid.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { emit } from '../events.js';
import { spendCoupon } from '../plans/coupons.js';
import { findSpecialPlan, recordSpecialPlan } from '../plans/special-plans.js';
import { activatePlan, paidPlanByLabel } from '../plans/subscriptions.js';
import { formatMinor } from './money-format.js';
import { type CreditSource, type OrderDoc, orders } from './order-store.js';
import { recordProblem } from './problems.js';
import { requestRefund } from './refunds.js';

const TRANSACTIONS = 'transactions';

const PURPOSE = { plan: 'subscription', 'special-plan': 'special-plan', booking: 'guide-booking' } as const;

/** What the profile's transaction table shows as the amount: `₹995.00`, `¥1,800`. */
const formatted = (order: OrderDoc) => formatMinor(order.amountMinor, order.currency);

/** Invoices are numbered without gaps within a year: `XG-2026-000042`. */
async function nextInvoiceNumber(tx: Store, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const counter = await tx
    .collection<Doc & { seq: number }>('sequences')
    .findOneAndUpdate({ _id: `invoices-${year}` }, { $inc: { seq: 1 } }, { upsert: true });
  return `XG-${year}-${String(counter?.seq ?? 1).padStart(6, '0')}`;
}

/**
 * Gives the buyer what the order paid for; resolves with why it cannot be delivered, or null.
 * Money taken for something that cannot be delivered is refunded in full, never retried.
 */
async function deliver(
  deps: Deps,
  tx: Store,
  order: OrderDoc,
  paymentId: string,
  now: Date,
): Promise<string | null> {
  const { item } = order;
  if (item.type === 'booking') return bookingPaid(tx, { ...order, item }, paymentId, formatted(order), now);
  if (item.type === 'plan') {
    const plan = paidPlanByLabel(item.plan);
    if (!plan) return `plan no longer sold: ${item.plan}`;
    await activatePlan(tx, order.userId, plan, now);
    return null;
  }
  const plan = await findSpecialPlan(deps, item.country, item.plan_name);
  if (!plan) return `special plan no longer offered: ${item.plan_name}`;
  return (await recordSpecialPlan(tx, order.userId, plan)) ? null : 'special plan bought already';
}

/** Credits the order for the payment; `already` when it was credited before (by any way). */
export async function creditOrder(
  deps: Deps,
  orderId: string,
  paymentId: string,
  source: CreditSource,
): Promise<'credited' | 'already'> {
  const { outcome, refundOwed } = await deps.store.transaction(async (tx) => {
    const order = await orders(tx).findOne({ _id: orderId });
    if (!order)
      throw new AppError('NOT_FOUND', MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
    if (order.status === 'paid') return { outcome: 'already' as const, refundOwed: false };
    const now = new Date();
    await orders(tx).updateOne(
      { _id: orderId },
      { $set: { status: 'paid', paymentId, paidAt: now, creditedBy: source } },
    );
    // A payment for an order that expired meanwhile is honoured at its price and takes its use back.
    if (order.couponCode) await spendCoupon(tx, orderId);
    const undeliverable = await deliver(deps, tx, order, paymentId, now);
    if (undeliverable) {
      deps.logger.warn(
        { orderId, paymentId, reason: undeliverable },
        'paid for but not deliverable: refunded',
      );
      await requestRefund(tx, orderId, 100, order.description, now);
      await recordProblem(tx, { orderId, paymentId, reason: undeliverable, outcome: 'refunded' }, now);
    }
    const refundOwed = undeliverable !== null;
    // Keyed by the order: a second credit of it could never add a second row.
    await tx.collection(TRANSACTIONS).insertOne({
      _id: orderId,
      userId: order.userId,
      description: order.description,
      amount: formatted(order),
      time: now,
      paymentId,
    });
    const invoiceNumber = await nextInvoiceNumber(tx, now);
    await orders(tx).updateOne({ _id: orderId }, { $set: { invoiceNumber } });
    await emit(tx, TOPICS.mailRequested, {
      to: order.email,
      template: 'payment-receipt',
      data: {
        invoiceNumber,
        description: order.description,
        amount: formatted(order),
        paidAt: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        paymentId,
        ...(deps.config.COMPANY_GSTIN ? { gstin: deps.config.COMPANY_GSTIN } : {}),
      },
    });
    await emit(tx, TOPICS.paymentVerified, {
      paymentId,
      orderId,
      email: order.email,
      purpose: PURPOSE[order.item.type],
      reference: order.description,
      amount: order.amountMinor,
      currency: order.currency,
    });
    return { outcome: 'credited' as const, refundOwed };
  });
  if (outcome === 'credited') {
    deps.relay.nudge();
    deps.logger.info({ orderId, paymentId, source }, 'payment credited');
  }
  if (refundOwed) deps.refundJob.nudge();
  return outcome;
}
