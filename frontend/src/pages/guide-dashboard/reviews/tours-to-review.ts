/**
 * The guide's tours whose traveller can be reviewed now (issue 26), soonest-closing window first,
 * and how each reads in the list: the place and the day of the tour.
 */
import type { BookingView } from '@app/contracts';
import { formatDay } from '../../../components/guides/guide-format';

/** An unreadable or missing window end sorts last: it cannot be the most urgent one. */
const closesAt = (booking: BookingView) => {
  const at = booking.reviewWindowEndsAt === null ? Number.NaN : Date.parse(booking.reviewWindowEndsAt);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
};

/** The bookings the guide may review the traveller of, the one whose window closes first on top. */
export function toursToReview(bookings: readonly BookingView[]): BookingView[] {
  return bookings
    .filter((booking) => booking.travellerReviewable)
    .sort((a, b) => closesAt(a) - closesAt(b) || a.startsAt.localeCompare(b.startsAt));
}

/** 'Taj Mahal · 14 Mar 2026': the place and the tour's day in India. */
export function tourLine(booking: BookingView): string {
  return `${booking.touristPlace} · ${formatDay(booking.startsAt) || booking.date}`;
}
