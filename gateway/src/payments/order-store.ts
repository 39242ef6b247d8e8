/** Payment orders as the product keeps them: who pays, for what, how much, and how far it got. */
import type { OrderItem } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { formatMinor } from './money-format.js';
import { ensureTransactionIndexes } from './transaction-store.js';

export type OrderStatus = 'created' | 'paid' | 'expired';

export type OrderDoc = Doc & {
  userId: string;
  email: string;
  item: OrderItem;
  description: string;
  /** What the order costs in US dollars after its coupon. */
  usd: number;
  amountMinor: number;
  currency: string;
  couponCode?: string;
  /** For a booking: the version of its terms the order priced; any later change voids the order. */
  itemVersion?: number;
  /** Its payment is only authorised (a booking request), to be captured within this many minutes. */
  captureWithinMinutes?: number;
  status: OrderStatus;
  createdAt: Date;
  expiresAt: Date;
  paymentId?: string;
  paidAt?: Date;
  invoiceNumber?: string;
  /** After it expired: how often reconciliation asked about it since, and when it asks next. */
  lateAsks?: number;
  nextAskAt?: Date;
  /** Why the payment could not be used and went back in full, when it could not. */
  givenBack?: string;
  /** Which of the three ways learnt of the payment first. */
  creditedBy?: CreditSource;
};

export type CreditSource = 'callback' | 'webhook' | 'reconciliation';

const ORDERS = 'payment_orders';

export const orders = (store: Store) => store.collection<OrderDoc>(ORDERS);

export async function ensureOrderIndexes(store: Store): Promise<void> {
  // Reconciliation looks for orders still waiting by their status; confirmations, a buyer's orders.
  await store.ensureIndex(ORDERS, { fields: ['status'] });
  await store.ensureIndex(ORDERS, { fields: ['userId'] });
  // What a credited order leaves: the buyer's transaction rows.
  await ensureTransactionIndexes(store);
}

/** Whether the user holds a paid order of the item its fields name, e.g. `{ 'item.plan': 'Monthly' }`. */
export async function hasPaidOrder(
  store: Store,
  userId: string,
  item: Record<string, string>,
): Promise<boolean> {
  return (await orders(store).findOne({ userId, status: 'paid', ...item })) !== null;
}

/** What the order asks (or asked) its buyer to pay, as the receipt shows it; null for no such order. */
export async function orderAmount(store: Store, orderId: string): Promise<string | null> {
  const order = await orders(store).findOne({ _id: orderId });
  return order && formatMinor(order.amountMinor, order.currency);
}
