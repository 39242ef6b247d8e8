/**
 * The profile's transaction table (spec §3 `getTransactionHistory`): the caller's own payments,
 * and the whole history beside it, a page at a time.
 */
import {
  TRANSACTION_PAGE_SIZE,
  TRANSACTIONS_SHOWN,
  type Transaction,
  type TransactionCursor,
  type TransactionPage,
} from '@app/contracts';
import { type Actor, requireSelf, requireUser } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { type TransactionDoc, transactions } from './transaction-store.js';

const toTransaction = (t: TransactionDoc): Transaction => ({
  description: t.description,
  amount: t.amount,
  time: t.time.toISOString(),
});

/** The latest five payments of the user, newest first. */
export async function transactionHistory(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { storedLoggedInEmail?: string | undefined },
): Promise<Transaction[]> {
  const user = requireSelf(actor, input.storedLoggedInEmail);
  const rows = await transactions(deps.store).find(
    { userId: user._id },
    { sort: { time: -1 }, limit: TRANSACTIONS_SHOWN },
  );
  return rows.map(toTransaction);
}

/**
 * One page of the user's whole history, newest first: rows after `cursor` (earlier in time, or
 * of the same time and a lower id), so a payment recorded meanwhile never shifts a page.
 */
export async function transactionPage(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { cursor?: TransactionCursor | null | undefined },
  pageSize = TRANSACTION_PAGE_SIZE,
): Promise<TransactionPage> {
  const user = requireUser(actor);
  const after = input.cursor;
  const filter = after
    ? {
        userId: user._id,
        $or: [
          { time: { $lt: new Date(after.time) } },
          { time: new Date(after.time), _id: { $lt: after.id } },
        ],
      }
    : { userId: user._id };
  // One more than a page tells whether another follows.
  const rows = await transactions(deps.store).find(filter, {
    sort: { time: -1, _id: -1 },
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toTransaction),
    nextCursor: rows.length > pageSize && last ? { time: last.time.toISOString(), id: last._id } : null,
  };
}
