export type { GuideReviewDoc } from './guide-reviews.js';
export {
  addGuideReview,
  ensureGuideReviewIndexes,
  guideRating,
  guideReviews,
  listGuideReviews,
} from './guide-reviews.js';
export { detachReviewsOfGuide, reviewsPersonalData, reviewsReceivedBy } from './personal-data.js';
export {
  ensureReviewIndexes,
  listReviews,
  REVIEW_NUMBERS,
  sendReviewEmail,
  submitReview,
} from './site-reviews.js';
