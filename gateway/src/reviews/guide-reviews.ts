/**
 * Reviews of guides (spec §3 Review of a guide): one per completed, paid booking, written by its
 * tourist. This module keeps them: bookings, which knows whether a tour took place, adds one
 * (bookings/tour-review.ts); the public list and a guide's average rating read them.
 */
import type { GuideReview } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { normalizeEmail } from '../accounts/index.js';

/** A review as its writer gives it (addGuideReview gives it its id). */
export interface GuideReviewFields {
  /** A booking is reviewed once: the unique index refuses a second review of it. */
  bookingId: string;
  guideEmail: string;
  touristId: string;
  /** The tourist's name and picture when they wrote it. */
  name: string;
  review: string;
  /** 1 to 5 stars. */
  rating: number;
  profilePicture: string;
  createdAt: Date;
}

export type GuideReviewDoc = Doc & GuideReviewFields;

export const GUIDE_REVIEWS = 'guide_reviews';

export const guideReviews = (store: Store) => store.collection<GuideReviewDoc>(GUIDE_REVIEWS);

export async function ensureGuideReviewIndexes(store: Store): Promise<void> {
  await store.ensureIndex(GUIDE_REVIEWS, { fields: ['bookingId'], unique: true });
  await store.ensureIndex(GUIDE_REVIEWS, { fields: ['guideEmail'] });
}

/**
 * Adds the review of a booking, in the caller's transaction; a second review of the same booking
 * is refused by the unique index (a duplicate-key error).
 */
export async function addGuideReview(tx: Store, review: GuideReviewFields): Promise<void> {
  await guideReviews(tx).insertOne({ _id: crypto.randomUUID(), ...review });
}

/** A review the product writes itself, under an id of its own (the demo guides' reviews). */
export type SeededGuideReview = GuideReviewFields & { id: string };

/** Adds reviews the product writes itself, in the caller's transaction (the seed's). */
export async function addSeededGuideReviews(tx: Store, reviews: readonly SeededGuideReview[]): Promise<void> {
  await guideReviews(tx).insertMany(reviews.map(({ id, ...review }) => ({ _id: id, ...review })));
}

/** `GET /api/reviews/{email}`: the guide's reviews, newest first (none for an unknown e-mail). */
export async function listGuideReviews(store: Store, guideEmail: string): Promise<GuideReview[]> {
  const rows = await guideReviews(store).find(
    { guideEmail: normalizeEmail(guideEmail) },
    { sort: { createdAt: -1 } },
  );
  return rows.map((r) => ({
    id: r._id,
    name: r.name,
    review: r.review,
    rating: r.rating,
    profilePicture: r.profilePicture,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Spec §4: the rounded mean of the guide's ratings, 0 when there are none. */
export async function guideRating(
  store: Store,
  guideEmail: string,
): Promise<{ averageRating: number; reviewCount: number }> {
  const rows = await guideReviews(store).find({ guideEmail: normalizeEmail(guideEmail) });
  if (rows.length === 0) return { averageRating: 0, reviewCount: 0 };
  const sum = rows.reduce((total, r) => total + r.rating, 0);
  return { averageRating: Math.round(sum / rows.length), reviewCount: rows.length };
}
