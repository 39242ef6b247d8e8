/**
 * What the payments domain holds about one user, and what it keeps when their account is erased:
 * every order, transaction and refund, as the law requires of financial records (GST invoices and
 * books of account are kept for years; DPDP Act s. 8(7) lets a fiduciary keep what another law
 * requires). They keep what makes them records — amounts, dates, invoice number, the provider's
 * payment id, and the payer's e-mail on the order, which ties an invoice or a chargeback to who
 * paid — and nothing of the profile. The user id they carry names no account once it is erased.
 */

import { PRIVACY_MESSAGES } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';
import { AppError } from '../core/index.js';
import { orders } from './order-store.js';
import { transactions } from './transaction-store.js';

const refunds = (store: Store) => store.collection<Doc & { userId: string }>('refunds');

export async function paymentRecordsOf(store: Store, userId: string) {
  const byTime = { sort: { createdAt: 1 as const } };
  const [orderRows, transactionRows, refundRows] = await Promise.all([
    orders(store).find({ userId }, byTime),
    transactions(store).find({ userId }, { sort: { time: 1 } }),
    refunds(store).find({ userId }, { sort: { requestedAt: 1 } }),
  ]);
  return {
    // How a payment was learnt of, and a refund job's claim, are the product's workings, not the user's data.
    orders: orderRows.map(({ creditedBy: _how, ...order }) => order),
    transactions: transactionRows,
    refunds: refundRows.map(({ claimedUntil: _claim, ...refund }) => refund),
  };
}

/**
 * Whether an order of the user may still be paid (created and not expired): a payment arriving
 * after the erasure would buy a plan for nobody. Expired orders paid late are refunded or credited
 * by the usual crediting, which needs no profile.
 */
export async function hasPaymentInFlight(store: Store, userId: string, now: Date): Promise<boolean> {
  return (await orders(store).count({ userId, status: 'created', expiresAt: { $gt: now } })) > 0;
}

/** Marks the kept records as belonging to an erased account, so an operator sees why no profile answers. */
export async function keepPaymentRecords(tx: Store, userId: string, now: Date): Promise<void> {
  const erased = { $set: { accountErasedAt: now } };
  await orders(tx).updateMany({ userId, accountErasedAt: { $exists: false } }, erased);
  await transactions(tx).updateMany({ userId, accountErasedAt: { $exists: false } }, erased);
  await refunds(tx).updateMany({ userId, accountErasedAt: { $exists: false } }, erased);
}

/** Payments' part: the records in the copy, kept on erasure; an order still payable stops an erasure. */
export const paymentsPersonalData: PersonalDataHolder = {
  copies: { payments: (store, user) => paymentRecordsOf(store, user._id) },
  async refuseErasure(store, user, now) {
    if (!(await hasPaymentInFlight(store, user._id, now))) return null;
    return new AppError('CONFLICT', PRIVACY_MESSAGES.paymentInProgress, 'PAYMENT_IN_PROGRESS');
  },
  async erase(tx, user, now) {
    await keepPaymentRecords(tx, user._id, now);
    return undefined;
  },
};
