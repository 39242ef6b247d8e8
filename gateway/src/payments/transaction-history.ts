/** The profile's transaction table (spec §3 `getTransactionHistory`): the caller's own payments. */
import { TRANSACTIONS_SHOWN, type Transaction } from '@app/contracts';
import { type Actor, requireSelf } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { transactions } from './transaction-store.js';

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
  return rows.map((t) => ({ description: t.description, amount: t.amount, time: t.time.toISOString() }));
}
