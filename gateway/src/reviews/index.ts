export type { SeededGuideReview } from './guide-reviews.js';
export {
  addGuideReview,
  addSeededGuideReviews,
  ensureGuideReviewIndexes,
  guideRating,
  hasGuideReview,
  listGuideReviews,
} from './guide-reviews.js';
export { detachReviewsOfGuide, reviewsPersonalData, reviewsReceivedBy } from './personal-data.js';
export {
  derivedReviewNumbers,
  ensureReviewIndexes,
  listReviews,
  reviewPage,
  sendReviewEmail,
  submitReview,
} from './site-reviews.js';
export { publishDueReviews, publishTourReviews } from './tour-reviews.js';
export { addTravellerReview, hasTravellerReview, publishedTravellerReviews } from './traveller-reviews.js';
