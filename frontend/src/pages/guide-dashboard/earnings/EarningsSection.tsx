/**
 * Earnings (spec §2 Guide dashboard, DECISIONS 14): the total earned in USD and the trips taken,
 * from the guide's paid bookings, and each booking as a row, or 'No earnings yet'.
 */
import { type EarnedMoneyEntry, MESSAGES, type UserProfile } from '@app/contracts';
import { errorMessage } from '../../../app/errors';
import { formatDayTime, formatUsd } from '../../../components/guides/guide-format';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { useEarnings } from '../use-guide-data';
import { summarizeEarnings } from './earnings-summary';
import '../guide-figures.css';

export function EarningsSection({ user }: { user: UserProfile }) {
  const earnings = useEarnings(user.email);
  const entries = earnings.data ?? [];
  const summary = summarizeEarnings(entries);

  return (
    <div className="guide-section__stack">
      <dl className="guide-stats">
        <div className="guide-stat guide-stat--lead">
          <dt>Total earnings</dt>
          <dd>{formatUsd(summary.totalUsd)}</dd>
        </div>
        <div className="guide-stat">
          <dt>Trips</dt>
          <dd>{summary.trips}</dd>
        </div>
        <div className="guide-stat">
          <dt>Upcoming</dt>
          <dd>{summary.upcoming}</dd>
        </div>
      </dl>

      {earnings.isError && (
        <RetryAlert
          message={errorMessage(earnings.error)}
          retrying={earnings.isFetching}
          onRetry={() => void earnings.refetch()}
        />
      )}
      {earnings.isPending ? (
        <p role="status" className="guide-muted">
          Loading earnings…
        </p>
      ) : entries.length === 0 ? (
        <div className="guide-empty">
          <p className="guide-empty__title">{MESSAGES.noEarnings}</p>
          <p>Paid bookings appear here once travellers book you.</p>
        </div>
      ) : (
        <EarningsTable entries={entries} />
      )}
    </div>
  );
}

function EarningsTable({ entries }: { entries: readonly EarnedMoneyEntry[] }) {
  return (
    <div className="guide-table-wrap">
      <table className="guide-table">
        <caption className="visually-hidden">Paid bookings, newest tour first</caption>
        <thead>
          <tr>
            <th scope="col">Tour</th>
            <th scope="col">Date</th>
            <th scope="col">People</th>
            <th scope="col">Status</th>
            <th scope="col" className="guide-table__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.bookingId}>
              <th scope="row">{entry.touristPlace}</th>
              <td data-label="Date">{formatDayTime(entry.startsAt)}</td>
              <td data-label="People">{entry.numPeople}</td>
              <td data-label="Status">
                <span className={`guide-tag guide-tag--${entry.completed ? 'verified' : 'pending'}`}>
                  {entry.completed ? 'Completed' : 'Upcoming'}
                </span>
              </td>
              <td className="guide-table__amount" data-label="Amount">
                {formatUsd(entry.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
