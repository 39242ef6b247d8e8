/**
 * A tourist reviews the guide of one of their bookings (`POST /api/guide-reviews`): only after the
 * tour took place (paid, accepted, its time over), once per booking. The review and the booking's
 * mark are one store write, so a repeat, even a racing one, adds nothing.
 */
import { type GuideReviewInput, MESSAGES } from '@app/contracts';
import { isDuplicateKey } from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { addGuideReview } from '../reviews/index.js';
import { markReviewed, reviewableBooking } from './reviewable.js';

const alreadyReviewed = () => new AppError('CONFLICT', MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');

export async function submitGuideReview(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: GuideReviewInput,
  now = new Date(),
) {
  const user = requireUser(actor);
  const booking = await reviewableBooking(deps.store, user._id, input.bookingId, now);
  try {
    await deps.store.transaction(async (tx) => {
      if (!(await markReviewed(tx, booking._id))) throw alreadyReviewed();
      await addGuideReview(tx, {
        bookingId: booking._id,
        guideEmail: booking.guideEmail,
        touristId: user._id,
        name: user.username,
        review: input.comment,
        rating: input.rating,
        profilePicture: user.profilePicture,
        createdAt: now,
      });
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw alreadyReviewed();
    throw error;
  }
  return { message: MESSAGES.reviewSubmitted };
}
