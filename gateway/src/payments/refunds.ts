/**
 * Refunds owed to a buyer (a guide who declined or did not answer, a tourist who cancelled): asked
 * for in the same store write as the change that owes it, then made through the payments port by a
 * job that asks the provider first what was refunded already, so a crash between the two never
 * refunds twice. A payment only authorised is not refunded but released: it is never captured, and
 * the provider gives it back by itself when its capture window ends (Razorpay has no void call).
 * A made refund or release appears in the buyer's transactions.
 */
import { type Doc, minorUnitDigits, type Store } from '@app/infra';
import type { Ports } from '../core/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { captureOwed, processCaptures } from './captures.js';
import { formatMinor } from './money-format.js';
import { orders } from './order-store.js';
import { transactions } from './transaction-store.js';

type RefundDoc = Doc & {
  orderId: string;
  userId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  status: 'pending' | 'processed';
  requestedAt: Date;
  refundId?: string;
  processedAt?: Date;
  /** The payment was never captured: nothing was refunded, the authorisation is let go. */
  released?: boolean;
  /** A round making the refund holds it until then, so two rounds (or two gateways) never both ask. */
  claimedUntil?: Date;
};

const refunds = (store: Store) => store.collection<RefundDoc>('refunds');
const EVERY_MS = 30_000;
/** Longer than the provider's answer takes; a round that died holding a claim is retried after it. */
const CLAIM_MS = 2 * 60_000;

export async function ensureRefundIndexes(store: Store): Promise<void> {
  await store.ensureIndex('refunds', { fields: ['status'] });
}

/** Part of an amount in minor units, rounded down to what the provider can refund (3-decimal units end in 0). */
function share(amountMinor: number, percent: number, currency: string): number {
  const step = minorUnitDigits(currency) === 3 ? 10 : 1;
  return Math.floor((amountMinor * percent) / 100 / step) * step;
}

/** The settlement job a service nudges when it has made a capture or refund owed. */
export interface SettlementNudging {
  settlementJob: { nudge(): void };
}

export interface OwedRefund {
  amountMinor: number;
  currency: string;
  /** '₹995.00' */
  formatted: string;
}

/**
 * Records, in the caller's transaction, that `percent` of the paid order goes back to its buyer.
 * One refund per order: asking again answers the first.
 */
export async function requestRefund(
  tx: Store,
  orderId: string,
  percent: number,
  description: string,
  now: Date,
): Promise<OwedRefund> {
  const existing = await refunds(tx).findOne({ _id: orderId });
  if (existing)
    return {
      amountMinor: existing.amountMinor,
      currency: existing.currency,
      formatted: formatMinor(existing.amountMinor, existing.currency),
    };
  const order = await orders(tx).findOne({ _id: orderId });
  if (order?.status !== 'paid' || !order.paymentId) throw new Error(`order ${orderId} is not paid`);
  const amountMinor = share(order.amountMinor, percent, order.currency);
  await refunds(tx).insertOne({
    _id: orderId,
    orderId,
    userId: order.userId,
    paymentId: order.paymentId,
    amountMinor,
    currency: order.currency,
    description,
    status: 'pending',
    requestedAt: now,
  });
  return { amountMinor, currency: order.currency, formatted: formatMinor(amountMinor, order.currency) };
}

/**
 * Makes one pending refund, unless another round holds it: what the provider has refunded already
 * (a round that died after asking) is not refunded again. Resolves with whether it was made here.
 */
async function makeRefund(
  deps: Pick<Ports, 'store' | 'payments'>,
  pending: RefundDoc,
  now: Date,
): Promise<boolean> {
  const refund = await refunds(deps.store).findOneAndUpdate(
    {
      _id: pending._id,
      status: 'pending',
      $or: [{ claimedUntil: { $exists: false } }, { claimedUntil: { $lt: now } }],
    },
    { $set: { claimedUntil: new Date(now.getTime() + CLAIM_MS) } },
  );
  if (!refund) return false;
  // An accepted booking cancelled before its capture was made: refunded once it is captured.
  if (await captureOwed(deps.store, refund.orderId)) {
    await refunds(deps.store).updateOne({ _id: refund._id }, { $unset: { claimedUntil: true } });
    return false;
  }
  const payment = await deps.payments.fetchPayment(refund.paymentId);
  const released = !payment.captured;
  const left = released ? 0 : refund.amountMinor - payment.amountRefundedMinor;
  const made = left > 0 ? await deps.payments.refund(refund.paymentId, { amountMinor: left }) : null;
  await deps.store.transaction(async (tx) => {
    const changed = await refunds(tx).updateOne(
      { _id: refund._id, status: 'pending' },
      {
        $set: {
          status: 'processed',
          processedAt: now,
          ...(made ? { refundId: made.id } : {}),
          ...(released ? { released: true } : {}),
        },
        $unset: { claimedUntil: true },
      },
    );
    if (changed.matched === 0) return;
    await transactions(tx).insertOne({
      _id: `refund:${refund.orderId}`,
      userId: refund.userId,
      description: `${released ? 'Released, not charged' : 'Refund'}: ${refund.description}`,
      amount: `-${formatMinor(refund.amountMinor, refund.currency)}`,
      time: now,
      paymentId: refund.paymentId,
    });
  });
  return true;
}

/** One round over the refunds still owed; resolves with how many were made. */
export async function processRefunds(
  deps: Pick<Ports, 'logger' | 'store' | 'payments'>,
  now = new Date(),
): Promise<number> {
  let made = 0;
  for (const refund of await refunds(deps.store).find({ status: 'pending' })) {
    try {
      if (await makeRefund(deps, refund, now)) made++;
    } catch (err) {
      deps.logger.warn({ err, orderId: refund.orderId }, 'refund not made; tried again next round');
    }
  }
  return made;
}

/** One settlement round: captures owed first, so a refund that waits for one can follow at once. */
export async function settlePayments(
  deps: Pick<Ports, 'config' | 'logger' | 'store' | 'payments' | 'relay'>,
  now = new Date(),
): Promise<void> {
  await processCaptures(deps, now);
  await processRefunds(deps, now);
}

/** Settles at once when nudged, and every 30 s for anything a failure or a crash left. */
export function startSettlement(
  deps: Pick<Ports, 'config' | 'logger' | 'store' | 'payments' | 'relay'>,
): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'settlement round', () => settlePayments(deps));
}
