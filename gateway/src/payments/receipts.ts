/**
 * Receipts: a charge is numbered without gaps within a year and receipted by mail in the same store
 * write that records it (crediting for what is captured at once, captures.ts for a request the
 * guide accepted).
 */
import { TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { emit, type Ports } from '../core/index.js';
import { nextNumber } from '../system/index.js';
import { formatMinor } from './money-format.js';
import { type OrderDoc, orders } from './order-store.js';

/** What the profile's transaction table and the receipt show as the amount: `₹995.00`, `¥1,800`. */
export const formatted = (order: Pick<OrderDoc, 'amountMinor' | 'currency'>) =>
  formatMinor(order.amountMinor, order.currency);

/** Invoices are numbered without gaps within a year: `XG-2026-000042`. */
async function nextInvoiceNumber(tx: Store, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const seq = await nextNumber(tx, `invoices-${year}`);
  return `XG-${year}-${String(seq).padStart(6, '0')}`;
}

/** Numbers the charge and mails its receipt, in the transaction that records the charge. */
export async function sendReceipt(
  deps: Pick<Ports, 'config'>,
  tx: Store,
  order: OrderDoc,
  paymentId: string,
  now: Date,
): Promise<void> {
  const invoiceNumber = await nextInvoiceNumber(tx, now);
  await orders(tx).updateOne({ _id: order._id }, { $set: { invoiceNumber } });
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
}
