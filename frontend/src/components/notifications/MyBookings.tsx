/** The tourist's guide bookings in the Messages panel, newest tour first, each with what it allows. */
import type { BookingView } from '@app/contracts';
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { TOURIST_BOOKINGS } from '../../booking/my-bookings';
import { RetryAlert } from '../ui/RetryAlert';
import { BookingRow } from './BookingRow';
import { EmptyState } from './EmptyState';

export function MyBookings({ onPay }: { onPay: (booking: BookingView) => void }) {
  const bookings = trpc.bookings.mine.useQuery(TOURIST_BOOKINGS, { staleTime: 0 });
  if (bookings.isError)
    return (
      <RetryAlert
        message={errorMessage(bookings.error)}
        retrying={bookings.isFetching}
        onRetry={() => void bookings.refetch()}
      />
    );
  if (bookings.isPending)
    return (
      <p className="panel-muted" role="status">
        Loading your bookings…
      </p>
    );
  if (bookings.data.length === 0)
    return (
      <EmptyState
        title="No bookings yet"
        text="Book a local guide from any place in India: look for 'Book a tour Guide'."
      />
    );
  return (
    <ul className="booking-rows">
      {bookings.data.map((booking) => (
        <BookingRow key={booking.id} booking={booking} onPay={onPay} />
      ))}
    </ul>
  );
}
