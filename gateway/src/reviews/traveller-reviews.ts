/**
 * Reviews of travellers by their guides (issue 26): one per completed tour, written by its guide,
 * sealed like the traveller's review of the guide until both are written or the window ends
 * (tour-reviews.ts). Bookings, which knows whether the tour took place, adds one.
 */
import type { TravellerReviewView } from '@app/contracts';
import type { Doc, Store } from '@app/infra';

export interface TravellerReviewFields {
  bookingId: string;
  touristId: string;
  guideEmail: string;
  /** The guide's name when they wrote it. */
  guideName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  sealed?: true;
  windowEndsAt: Date;
}

export type TravellerReviewDoc = Doc & TravellerReviewFields;

const TRAVELLER_REVIEWS = 'traveller_reviews';

export const travellerReviews = (store: Store) => store.collection<TravellerReviewDoc>(TRAVELLER_REVIEWS);

export async function ensureTravellerReviewIndexes(store: Store): Promise<void> {
  await store.ensureIndex(TRAVELLER_REVIEWS, { fields: ['bookingId'], unique: true });
  await store.ensureIndex(TRAVELLER_REVIEWS, { fields: ['touristId'] });
  await store.ensureIndex(TRAVELLER_REVIEWS, { fields: ['windowEndsAt'] });
}

/** Adds the guide's review of a booking, in the caller's transaction; a second one is a duplicate key. */
export async function addTravellerReview(tx: Store, review: TravellerReviewFields): Promise<void> {
  await travellerReviews(tx).insertOne({ _id: crypto.randomUUID(), ...review });
}

export async function hasTravellerReview(store: Store, bookingId: string): Promise<boolean> {
  return (await travellerReviews(store).count({ bookingId })) > 0;
}

/** The published reviews of these bookings, by booking id: what the bookings list shows. */
export async function publishedTravellerReviews(
  store: Store,
  bookingIds: readonly string[],
): Promise<Map<string, TravellerReviewView>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await travellerReviews(store).find({
    bookingId: { $in: [...bookingIds] },
    sealed: { $ne: true },
  });
  return new Map(
    rows.map((r) => [
      r.bookingId,
      { rating: r.rating, comment: r.comment, guideName: r.guideName, createdAt: r.createdAt.toISOString() },
    ]),
  );
}
