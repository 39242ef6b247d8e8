/** What the reviews domain asks of bookings: whether a tourist may review the guide of a booking. */
import { MESSAGES } from '@app/contracts';
import type { Store } from '@app/infra';
import { AppError } from '../core/index.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { isCompleted } from './booking-view.js';

/** The tourist's completed, paid booking not reviewed yet; 403/409 otherwise. */
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
  return booking;
}

/** Marks the booking reviewed in the review's transaction; false when it was already. */
export async function markReviewed(tx: Store, bookingId: string): Promise<boolean> {
  const changed = await bookings(tx).updateOne(
    { _id: bookingId, reviewed: { $ne: true } },
    { $set: { reviewed: true } },
  );
  return changed.matched > 0;
}
