/**
 * Double-blind publication of a tour's two reviews (issue 26): both stay sealed until the second
 * is written (then both open in that write's transaction) or the review window ends (the sweep).
 */
import type { Store } from '@app/infra';
import { guideReviews } from './guide-reviews.js';
import { travellerReviews } from './traveller-reviews.js';

const OPEN = { $unset: { sealed: true } };

/** Opens both reviews of the booking, in the caller's transaction. */
export async function publishTourReviews(tx: Store, bookingId: string): Promise<void> {
  await guideReviews(tx).updateMany({ bookingId, sealed: true }, OPEN);
  await travellerReviews(tx).updateMany({ bookingId, sealed: true }, OPEN);
}

/** Opens every sealed review whose window has ended; resolves with how many were opened. */
export async function publishDueReviews(store: Store, now: Date): Promise<number> {
  const due = { sealed: true, windowEndsAt: { $lte: now } };
  const [ofGuides, ofTravellers] = await Promise.all([
    guideReviews(store).updateMany(due, OPEN),
    travellerReviews(store).updateMany(due, OPEN),
  ]);
  return ofGuides.matched + ofTravellers.matched;
}
