/**
 * Every transaction of the user, newest first, a page at a time (issue 26: only the latest five
 * could ever be seen). Opened from the latest-five table; "Show more" asks for the next page.
 */
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert } from '../ui/fields';
import { TransactionBody, TransactionTable } from './TransactionTable';

export function TransactionHistory() {
  const history = trpc.profile.transactionPage.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor, staleTime: 0 },
  );
  const rows = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="profile__history">
      <TransactionTable label="All transactions">
        <TransactionBody pending={history.isPending} error={history.error} rows={rows} />
      </TransactionTable>
      <div className="profile__history-foot">
        <p role="status" className="profile__history-count">
          {history.isPending
            ? ''
            : `Showing ${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'}`}
        </p>
        {history.hasNextPage && (
          <BusyButton
            type="button"
            size="sm"
            variant="secondary"
            busy={history.isFetchingNextPage}
            busyLabel="Loading…"
            onClick={() => void history.fetchNextPage()}
          >
            Show more
          </BusyButton>
        )}
      </div>
      {history.isFetchNextPageError && <FormAlert message={errorMessage(history.error)} />}
    </div>
  );
}
