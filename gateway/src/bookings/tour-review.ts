/**
 * The two reviews of a tour (issue 26, GetYourGuide's way): the tourist reviews the guide
 * (`POST /api/guide-reviews`, `bookings.review`) and the guide the traveller
 * (`bookings.reviewTraveller`), each once, only after the tour took place (paid, accepted, its time
 * over) and within the review window. Double-blind: a review is written sealed, and the second one
 * opens both in its own transaction; the window's end opens what is left (review-window.ts). A
 * review and its booking's mark are one store write, so a repeat, even a racing one, adds nothing.
 */
import {
  type GuideReviewInput,
  MESSAGES,
  TOUR_REVIEW_TEXTS,
  type TravellerReviewInput,
} from '@app/contracts';
import { isDuplicateKey, type Store } from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import {
  addGuideReview,
  addTravellerReview,
  hasGuideReview,
  hasTravellerReview,
  publishTourReviews,
} from '../reviews/index.js';
import { reviewWindowEnd } from './booking-view.js';
import { markReviewed, reviewableBooking, reviewableTour } from './reviewable.js';

const alreadyReviewed = (message: string) => new AppError('CONFLICT', message, 'ALREADY_REVIEWED');

/** Runs the write of one side's review; opens both when the other side's is there. */
async function writeReview(
  store: Store,
  already: string,
  write: (tx: Store) => Promise<boolean>,
  otherWrote: (tx: Store) => Promise<boolean>,
  bookingId: string,
): Promise<{ message: string; published: boolean }> {
  try {
    const published = await store.transaction(async (tx) => {
      if (!(await write(tx))) throw alreadyReviewed(already);
      if (!(await otherWrote(tx))) return false;
      await publishTourReviews(tx, bookingId);
      return true;
    });
    return { message: published ? TOUR_REVIEW_TEXTS.published : TOUR_REVIEW_TEXTS.sealed, published };
  } catch (error) {
    if (isDuplicateKey(error)) throw alreadyReviewed(already);
    throw error;
  }
}

export async function submitGuideReview(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: GuideReviewInput,
  now = new Date(),
) {
  const user = requireUser(actor);
  const booking = await reviewableBooking(deps.store, user._id, input.bookingId, now);
  return writeReview(
    deps.store,
    MESSAGES.alreadyReviewed,
    async (tx) => {
      if (!(await markReviewed(tx, booking._id))) return false;
      await addGuideReview(tx, {
        bookingId: booking._id,
        guideEmail: booking.guideEmail,
        touristId: user._id,
        name: user.username,
        review: input.comment,
        rating: input.rating,
        ...(input.scores ? { scores: input.scores } : {}),
        profilePicture: user.profilePicture,
        createdAt: now,
        sealed: true,
        windowEndsAt: reviewWindowEnd(booking),
      });
      return true;
    },
    (tx) => hasTravellerReview(tx, booking._id),
    booking._id,
  );
}

export async function submitTravellerReview(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: TravellerReviewInput,
  now = new Date(),
) {
  const user = requireUser(actor);
  const booking = await reviewableTour(deps.store, user.email, input.bookingId, now);
  return writeReview(
    deps.store,
    TOUR_REVIEW_TEXTS.travellerReviewed,
    async (tx) => {
      if (!(await markReviewed(tx, booking._id, 'guideReviewed'))) return false;
      await addTravellerReview(tx, {
        bookingId: booking._id,
        touristId: booking.touristId,
        guideEmail: booking.guideEmail,
        guideName: booking.guideName,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
        sealed: true,
        windowEndsAt: reviewWindowEnd(booking),
      });
      return true;
    },
    (tx) => hasGuideReview(tx, booking._id),
    booking._id,
  );
}
