/** The latest five transactions (spec §2): description, amount and time, or 'No results found'. */
import { MESSAGES, TRANSACTIONS_SHOWN, type Transaction } from '@app/contracts';
import { useId } from 'react';
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { FormAlert } from '../ui/fields';

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/**
 * The day and the time of day, each kept on one line: on a phone the cell breaks between them
 * only (issue 26: one date wrapped over four or five lines).
 */
export function whenParts(iso: string): readonly [string, string] | readonly [string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso];
  return [DATE_FORMAT.format(date), TIME_FORMAT.format(date)];
}

export function TransactionsSection() {
  const transactions = trpc.profile.transactions.useQuery(undefined, { staleTime: 0 });
  const headingId = useId();
  const rows: Transaction[] = (transactions.data ?? []).slice(0, TRANSACTIONS_SHOWN);
  return (
    <section className="profile__transactions" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile__section-title">
        Latest transactions
      </h3>
      <div className="profile__table-wrap">
        <table className="profile__table">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {transactions.isPending ? (
              <tr>
                <td colSpan={3} className="profile__table-empty" role="status">
                  Loading…
                </td>
              </tr>
            ) : transactions.isError ? (
              <tr>
                <td colSpan={3} className="profile__table-empty">
                  <FormAlert message={errorMessage(transactions.error)} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="profile__table-empty">
                  {MESSAGES.noResults}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={`${row.time}-${row.description}`}>
                  <td>{row.description}</td>
                  <td className="profile__amount">{row.amount}</td>
                  <td>
                    <time className="profile__when" dateTime={row.time}>
                      {whenParts(row.time).map((part) => (
                        <span key={part}>{part}</span>
                      ))}
                    </time>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
