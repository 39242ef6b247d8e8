/**
 * The guide's review of a traveller, its pure rules (issue 26): the body sent, what the popup does
 * with a refusal (decided by its stable code, never by its words), and how the guide's bookings read
 * once the traveller is reviewed.
 */
import type { BookingView, ErrorCode, TravellerReviewInput } from '@app/contracts';
import type { ReviewDraft } from './guide-review';

/** `bookings.reviewTraveller`'s input: the booking, the stars, the opinion without its outer spaces. */
export const travellerReviewBody = (bookingId: string, draft: ReviewDraft): TravellerReviewInput => ({
  bookingId,
  rating: draft.rating,
  comment: draft.comment.trim(),
});

/**
 * What a refused review of a traveller makes the popup do: 'refresh' when this tour can no longer be
 * reviewed by the guide (not theirs or not completed, reviewed already from another tab, its window
 * closed: the server's words stay in the popup, and the tour leaves the list), 'login' when the
 * session ended, 'message' for anything else (the server's words, as they are).
 */
export type TravellerReviewOutcome = 'refresh' | 'login' | 'message';

const OUTCOMES: Partial<Record<ErrorCode, TravellerReviewOutcome>> = {
  REVIEW_NOT_ALLOWED: 'refresh',
  ALREADY_REVIEWED: 'refresh',
  REVIEW_WINDOW_CLOSED: 'refresh',
  NOT_LOGGED_IN: 'login',
};

export function travellerReviewOutcome(code: ErrorCode | undefined): TravellerReviewOutcome {
  return (code !== undefined ? OUTCOMES[code] : undefined) ?? 'message';
}

/** The guide's bookings with this one no longer offered for review, until the server's list arrives. */
export function markTravellerReviewed(
  bookings: readonly BookingView[] | undefined,
  bookingId: string,
): BookingView[] | undefined {
  return bookings?.map((b) => (b.id === bookingId ? { ...b, travellerReviewable: false } : b));
}
