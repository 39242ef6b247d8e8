/** Spec §4 Review average: the rounded mean of the ratings, 0 when there are none. */
import type { GuideReview } from '@app/contracts';

export function averageRating(reviews: readonly Pick<GuideReview, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  return Math.round(reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length);
}
