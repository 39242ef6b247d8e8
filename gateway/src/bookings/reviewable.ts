/** What the reviews domain asks of bookings: whether a tourist may review the guide of a booking. */
import { MESSAGES, TOUR_REVIEW_TEXTS } from '@app/contracts';
import type { Store } from '@app/infra';
import { AppError } from '../core/index.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { isCompleted, reviewWindowEnd } from './booking-view.js';

const windowClosed = () => new AppError('FORBIDDEN', TOUR_REVIEW_TEXTS.windowClosed, 'REVIEW_WINDOW_CLOSED');

/** The tourist's completed, paid booking not reviewed yet, within its window; 403/409 otherwise. */
export async function reviewableBooking(
  store: Store,
  touristId: string,
  bookingId: string,
  now: Date,
): Promise<BookingDoc> {
  const booking = await bookings(store).findOne({ _id: bookingId });
  if (!booking || booking.touristId !== touristId || !isCompleted(booking, now))
    throw new AppError('FORBIDDEN', MESSAGES.reviewNotAllowed, 'REVIEW_NOT_ALLOWED');
  if (booking.reviewed) throw new AppError('CONFLICT', MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
  if (now >= reviewWindowEnd(booking)) throw windowClosed();
  return booking;
}

/** The guide's completed tour whose traveller they have not reviewed yet, within its window. */
export async function reviewableTour(
  store: Store,
  guideEmail: string,
  bookingId: string,
  now: Date,
): Promise<BookingDoc> {
  const booking = await bookings(store).findOne({ _id: bookingId });
  if (!booking || booking.guideEmail !== guideEmail || !isCompleted(booking, now))
    throw new AppError('FORBIDDEN', TOUR_REVIEW_TEXTS.travellerNotAllowed, 'REVIEW_NOT_ALLOWED');
  if (booking.guideReviewed)
    throw new AppError('CONFLICT', TOUR_REVIEW_TEXTS.travellerReviewed, 'ALREADY_REVIEWED');
  if (now >= reviewWindowEnd(booking)) throw windowClosed();
  return booking;
}

/** Marks the booking reviewed by one side in the review's transaction; false when it was already. */
export async function markReviewed(
  tx: Store,
  bookingId: string,
  side: 'reviewed' | 'guideReviewed' = 'reviewed',
): Promise<boolean> {
  const changed = await bookings(tx).updateOne(
    { _id: bookingId, [side]: { $ne: true } },
    { $set: { [side]: true } },
  );
  return changed.matched > 0;
}
