/** A tour that has just ended, its review window, and its two sides, for the review tests of the folder. */
import { REVIEW_WINDOW } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { userAt } from '../../test/actors.js';
import type { Actor } from '../accounts/index.js';
import { ensureGuideReviewIndexes } from '../reviews/index.js';
import { BOOKING_NOW, bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';

export const DAY_MS = 24 * 3600_000;

/** When the review window of `pastTour` closes: REVIEW_WINDOW.days after BOOKING_NOW. */
export const WINDOW_ENDS = new Date(BOOKING_NOW.getTime() + REVIEW_WINDOW.days * DAY_MS);

/** Tina's paid tour with Asha, accepted, that ended at BOOKING_NOW. */
export const pastTour = (fields: Partial<BookingDoc> = {}) =>
  bookingDoc({ status: 'confirmed', startsAt: hoursAfterNow(-4), endsAt: BOOKING_NOW, ...fields });

export const actorOf = (email: string, id?: string): Actor => userAt(email, id ? { _id: id } : {});
/** Tina, the fixtures' tourist, and Asha, their guide. */
export const tina = actorOf('tina@example.com', 'tourist');
export const asha = actorOf('asha@example.com');

/** A store as the product keeps it (one review per booking and side), holding `docs`. */
export async function storeWith(...docs: BookingDoc[]): Promise<NedbStore> {
  const store = new NedbStore(null);
  await ensureGuideReviewIndexes(store);
  for (const doc of docs) await bookings(store).insertOne(doc);
  return store;
}
