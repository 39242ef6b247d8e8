/**
 * A buyer keeps at most MAX_OPEN_ORDERS unpaid orders open (created and not yet expired): each one
 * is an order at the payment provider and may hold a coupon use, so they are not made by the
 * hundred (issue 22). Answered like too many open bookings: 409 with a code of its own.
 */
import { MAX_OPEN_ORDERS, MESSAGES } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { AppError } from '../core/index.js';
import { orders } from './order-store.js';

/** Refuses another order to a buyer with MAX_OPEN_ORDERS open already. */
export async function refuseTooManyOpenOrders(store: Store, userId: string, now: Date): Promise<void> {
  const open = await orders(store).count({ userId, status: 'created', expiresAt: { $gt: now } });
  if (open >= MAX_OPEN_ORDERS)
    throw new AppError('CONFLICT', MESSAGES.tooManyOpenOrders, 'TOO_MANY_OPEN_ORDERS');
}

/**
 * The same check inside the transaction that stores the order. The buyer's order lock, written
 * first, makes two of their orders racing for the last open place run one after the other.
 */
export async function lockAndRefuseTooManyOpenOrders(tx: Store, userId: string, now: Date): Promise<void> {
  await tx
    .collection<Doc & { version: number }>('order_locks')
    .updateOne({ _id: userId }, { $inc: { version: 1 } }, { upsert: true });
  await refuseTooManyOpenOrders(tx, userId, now);
}
