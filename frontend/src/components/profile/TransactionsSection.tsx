/**
 * The latest five transactions (spec §2): description, amount and time, or 'No results found';
 * with five, the whole history can be opened below them.
 */
import { TRANSACTIONS_SHOWN, type Transaction } from '@app/contracts';
import { useId, useState } from 'react';
import { trpc } from '../../app/trpc';
import { TransactionHistory } from './TransactionHistory';
import { TransactionBody, TransactionTable } from './TransactionTable';

export function TransactionsSection() {
  const transactions = trpc.profile.transactions.useQuery(undefined, { staleTime: 0 });
  const headingId = useId();
  const historyId = useId();
  const [showingAll, setShowingAll] = useState(false);
  const rows: Transaction[] = (transactions.data ?? []).slice(0, TRANSACTIONS_SHOWN);
  return (
    <section className="profile__transactions" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile__section-title">
        Latest transactions
      </h3>
      <TransactionTable>
        <TransactionBody pending={transactions.isPending} error={transactions.error} rows={rows} />
      </TransactionTable>
      {/* Fewer than five: the table above is the whole history already. */}
      {rows.length >= TRANSACTIONS_SHOWN && (
        <button
          type="button"
          className="btn btn-ghost btn-sm profile__history-toggle"
          aria-expanded={showingAll}
          aria-controls={historyId}
          onClick={() => setShowingAll((open) => !open)}
        >
          {showingAll ? 'Hide all transactions' : 'Show all transactions'}
        </button>
      )}
      <div id={historyId}>{showingAll && <TransactionHistory />}</div>
    </section>
  );
}
