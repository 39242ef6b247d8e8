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

export const transactions = (store: Store) => store.collection<TransactionDoc>('transactions');
