/**
 * Reconciliation: a traveller may close the tab after paying, and a webhook may never come. Every
 * minute the orders left unpaid for a few minutes are asked about at the payment provider; a
 * captured payment credits its order. An order past its lifetime and still unpaid expires, and
 * its coupon use goes back.
 */
import type { Deps } from '../deps.js';
import { releaseCoupon } from '../plans/coupons.js';
import { type Periodic, runEvery } from '../system/periodic.js';
import { creditOrder } from './crediting.js';
import { orders } from './order-store.js';

/** How long a fresh order is left to the callback and the webhook before it is asked about. */
export const ASK_AFTER_MS = 2 * 60_000;
const EVERY_MS = 60_000;

/** One round; resolves with what it did, for the log and the tests. */
export async function reconcileOnce(deps: Deps, now = new Date()) {
  const done = { credited: 0, expired: 0 };
  const waiting = await orders(deps.store).find({ status: 'created' });
  for (const order of waiting) {
    if (now.getTime() - order.createdAt.getTime() < ASK_AFTER_MS) continue;
    try {
      const payments = await deps.payments.fetchOrderPayments(order._id);
      const captured = payments.find((p) => p.status === 'captured');
      if (captured) {
        if ((await creditOrder(deps, order._id, captured.id, 'reconciliation')) === 'credited')
          done.credited++;
        continue;
      }
    } catch (err) {
      deps.logger.warn({ err, orderId: order._id }, 'order not reconciled; asked again next round');
      continue;
    }
    if (now < order.expiresAt) continue;
    const expired = await deps.store.transaction(async (tx) => {
      const changed = await orders(tx).updateOne(
        { _id: order._id, status: 'created' },
        { $set: { status: 'expired' } },
      );
      if (changed.matched > 0) await releaseCoupon(tx, order._id);
      return changed.matched > 0;
    });
    if (expired) done.expired++;
  }
  return done;
}

/** Runs reconciliation every minute until stopped. */
export function startReconciliation(deps: Deps): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'payment reconciliation', async () => {
    const done = await reconcileOnce(deps);
    if (done.credited + done.expired > 0) deps.logger.info(done, 'payments reconciled');
  });
}
