/**
 * The profile's table of money moved: a row per credited order (keyed by the order, so a second
 * credit adds none) and per refund or release (keyed `refund:<order>`).
 */
import type { Doc, Store } from '@app/infra';

export type TransactionDoc = Doc & {
  userId: string;
  description: string;
  /** As the table shows it: `₹995.00`, `-$19.99`. */
  amount: string;
  time: Date;
  paymentId: string;
};

const TRANSACTIONS = 'transactions';

export const transactions = (store: Store) => store.collection<TransactionDoc>(TRANSACTIONS);

export async function ensureTransactionIndexes(store: Store): Promise<void> {
  // The profile's table and its pages read one user's rows: without it, every row of everyone.
  await store.ensureIndex(TRANSACTIONS, { fields: ['userId'] });
}
