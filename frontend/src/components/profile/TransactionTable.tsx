/** The transactions' table, shared by the latest five and the whole history: description, amount, time. */
import { MESSAGES, type Transaction } from '@app/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../app/errors';
import { onFirstUse } from '../../app/on-first-use';
import { FormAlert } from '../ui/fields';

const DATE_FORMAT = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }));
const TIME_FORMAT = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' }));

/**
 * The day and the time of day, each kept on one line: on a phone the cell breaks between them
 * only (issue 26: one date wrapped over four or five lines).
 */
export function whenParts(iso: string): readonly [string, string] | readonly [string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso];
  return [DATE_FORMAT().format(date), TIME_FORMAT().format(date)];
}

/** One line of the table in place of rows: loading, an error, or nothing to show. */
function TableNote({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <tr>
      <td colSpan={3} className="profile__table-empty" role={status ? 'status' : undefined}>
        {children}
      </td>
    </tr>
  );
}

/** The rows, or what stands for them: loading, the failure (when no row came), or 'No results found'. */
export function TransactionBody({
  pending,
  error,
  rows,
}: {
  pending: boolean;
  error: unknown;
  rows: readonly Transaction[];
}) {
  if (pending) return <TableNote status>Loading…</TableNote>;
  if (error && rows.length === 0)
    return (
      <TableNote>
        <FormAlert message={errorMessage(error)} />
      </TableNote>
    );
  if (rows.length === 0) return <TableNote>{MESSAGES.noResults}</TableNote>;
  return <TransactionRows rows={rows} />;
}

function TransactionRows({ rows }: { rows: readonly Transaction[] }) {
  return rows.map((row, index) => (
    // Two payments can share a description and a minute; their order is the server's.
    <tr key={`${row.time}-${row.description}-${index}`}>
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
  ));
}

export function TransactionTable({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="profile__table-wrap">
      <table className="profile__table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
