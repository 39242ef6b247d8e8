/**
 * Reconciliation: a traveller may close the tab after paying, and a webhook may never come. Every
 * minute the orders left unpaid for a few minutes are asked about at the payment provider; a
 * captured payment that matches its order credits it. An order past its lifetime and still unpaid
 * expires, and its coupon use goes back; it is asked about a few times more (LATE_ASKS_MS).
 */

import type { Ports } from '../core/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { type CreditingDeps, creditOrder } from './crediting.js';
import { type OrderDoc, orders } from './order-store.js';
import { noteMismatch, paymentMismatch, securesOrder } from './payment-check.js';
import { purchasableOf } from './purchasables.js';

/** How long a fresh order is left to the callback and the webhook before it is asked about. */
export const ASK_AFTER_MS = 2 * 60_000;
const EVERY_MS = 60_000;
/**
 * After an order expires, it is asked about a few more times, further and further apart: a
 * payment may still come late, and its webhook may be lost. Then never again, so unpaid orders
 * cost the provider nothing for ever.
 */
export const LATE_ASKS_MS = [3600_000, 24 * 3600_000, 72 * 3600_000] as const;

/** Whether a payment of the order was captured: credited (or refunded by crediting's rules) if so. */
async function askProvider(
  deps: CreditingDeps & Pick<Ports, 'payments'>,
  order: OrderDoc,
): Promise<'credited' | 'none' | 'failed'> {
  try {
    const payments = await deps.payments.fetchOrderPayments(order._id);
    const captured =
      payments.find((p) => p.status === 'captured') ?? payments.find((p) => securesOrder(order, p));
    if (!captured) return 'none';
    const mismatch = paymentMismatch(order, captured);
    if (mismatch) {
      await noteMismatch(deps, order, captured.id, mismatch);
      return 'none';
    }
    return (await creditOrder(deps, order._id, captured.id, 'reconciliation')) === 'credited'
      ? 'credited'
      : 'none';
  } catch (err) {
    deps.logger.warn({ err, orderId: order._id }, 'order not reconciled; asked again next round');
    return 'failed';
  }
}

/** One round; resolves with what it did, for the log and the tests. */
export async function reconcileOnce(deps: CreditingDeps & Pick<Ports, 'payments'>, now = new Date()) {
  const done = { credited: 0, expired: 0 };
  const due = await orders(deps.store).find({
    $or: [{ status: 'created' }, { status: 'expired', nextAskAt: { $lte: now } }],
  });
  for (const order of due) {
    if (now.getTime() - order.createdAt.getTime() < ASK_AFTER_MS) continue;
    const asked = await askProvider(deps, order);
    if (asked === 'credited') done.credited++;
    if (asked !== 'none') continue;
    if (order.status === 'expired') {
      await orders(deps.store).updateOne({ _id: order._id, status: 'expired' }, nextLateAsk(order, now));
      continue;
    }
    if (now < order.expiresAt) continue;
    const expired = await deps.store.transaction(async (tx) => {
      const changed = await orders(tx).updateOne(
        { _id: order._id, status: 'created' },
        {
          $set: {
            status: 'expired',
            lateAsks: 0,
            nextAskAt: new Date(now.getTime() + (LATE_ASKS_MS[0] ?? 0)),
          },
        },
      );
      if (changed.matched > 0) await purchasableOf(deps.purchasables, order.item).void?.(tx, order);
      return changed.matched > 0;
    });
    if (expired) done.expired++;
  }
  return done;
}

/** The update that schedules an expired order's next late ask, or ends them. */
function nextLateAsk(order: OrderDoc, now: Date) {
  const asked = (order.lateAsks ?? 0) + 1;
  const wait = LATE_ASKS_MS[asked];
  return wait === undefined
    ? { $set: { lateAsks: asked }, $unset: { nextAskAt: true } }
    : { $set: { lateAsks: asked, nextAskAt: new Date(now.getTime() + wait) } };
}

/** Runs reconciliation every minute until stopped. */
export function startReconciliation(deps: CreditingDeps & Pick<Ports, 'payments'>): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'payment reconciliation', async () => {
    const done = await reconcileOnce(deps);
    if (done.credited + done.expired > 0) deps.logger.info(done, 'payments reconciled');
  });
}
