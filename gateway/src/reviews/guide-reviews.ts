/**
 * Reviews of guides (spec §3 Review of a guide): one per completed, paid booking, written by its
 * tourist. This module keeps them: bookings, which knows whether a tour took place, adds one
 * (bookings/tour-review.ts); the public list and a guide's average rating read them.
 */
import type { GuideReview, SubScores } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { normalizeEmail } from '../accounts/index.js';
import { ensureTravellerReviewIndexes } from './traveller-reviews.js';

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
  /** Guiding, organisation and value, 1 to 5 each, when the tourist gave them (issue 26). */
  scores?: SubScores;
  profilePicture: string;
  createdAt: Date;
  /**
   * Hidden until the guide has reviewed the traveller too, or `windowEndsAt` passed (tour-reviews.ts);
   * reviews from before double-blind reviews, and the demo guides', have neither.
   */
  sealed?: true;
  windowEndsAt?: Date;
}

export type GuideReviewDoc = Doc & GuideReviewFields;

export const GUIDE_REVIEWS = 'guide_reviews';

export const guideReviews = (store: Store) => store.collection<GuideReviewDoc>(GUIDE_REVIEWS);

export async function ensureGuideReviewIndexes(store: Store): Promise<void> {
  await store.ensureIndex(GUIDE_REVIEWS, { fields: ['bookingId'], unique: true });
  await store.ensureIndex(GUIDE_REVIEWS, { fields: ['guideEmail'] });
  await store.ensureIndex(GUIDE_REVIEWS, { fields: ['windowEndsAt'] });
  await ensureTravellerReviewIndexes(store);
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

/** A guide's published reviews: a sealed one is nobody's to read yet, the guide's least of all. */
const publishedOf = (guideEmail: string) => ({
  guideEmail: normalizeEmail(guideEmail),
  sealed: { $ne: true },
});

/** `GET /api/reviews/{email}`: the guide's published reviews, newest first (none for an unknown e-mail). */
export async function listGuideReviews(store: Store, guideEmail: string): Promise<GuideReview[]> {
  const rows = await guideReviews(store).find(publishedOf(guideEmail), { sort: { createdAt: -1 } });
  return rows.map((r) => ({
    id: r._id,
    name: r.name,
    review: r.review,
    rating: r.rating,
    ...(r.scores ? { scores: r.scores } : {}),
    profilePicture: r.profilePicture,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Whether the tourist's review of this booking was written (sealed or not). */
export async function hasGuideReview(store: Store, bookingId: string): Promise<boolean> {
  return (await guideReviews(store).count({ bookingId })) > 0;
}

/** Spec §4: the rounded mean of the guide's ratings, 0 when there are none. */
export async function guideRating(
  store: Store,
  guideEmail: string,
): Promise<{ averageRating: number; reviewCount: number }> {
  const rows = await guideReviews(store).find(publishedOf(guideEmail));
  if (rows.length === 0) return { averageRating: 0, reviewCount: 0 };
  const sum = rows.reduce((total, r) => total + r.rating, 0);
  return { averageRating: Math.round(sum / rows.length), reviewCount: rows.length };
}
