/**
 * The review of a guide's pure rules (spec §3 Review of a guide, §5, issue 26): the body sent, what
 * the popup does with a refusal (decided by its stable code, never by its words), and how the
 * tourist's bookings read once the tour is reviewed.
 */
import type { BookingView, ErrorCode, GuideReviewInput, SubScore, SubScores } from '@app/contracts';

/** Spec §5: 1 to 5 stars, 5 until the tourist chooses. */
export const DEFAULT_RATING = 5;

/** Guiding, organisation and value start where the overall stars do (issue 26). */
export const DEFAULT_SCORES: Readonly<SubScores> = {
  guiding: DEFAULT_RATING,
  organisation: DEFAULT_RATING,
  value: DEFAULT_RATING,
};

export interface ReviewDraft {
  readonly rating: number;
  readonly comment: string;
  /** The scores beside the stars; left out of the body when the draft has none. */
  readonly scores?: Readonly<SubScores>;
}

/** `bookings.review`'s input: the booking reviewed, the opinion without its outer spaces, the scores. */
export const reviewBody = (bookingId: string, draft: ReviewDraft): GuideReviewInput => ({
  bookingId,
  rating: draft.rating,
  comment: draft.comment.trim(),
  ...(draft.scores !== undefined && { scores: { ...draft.scores } }),
});

/** The scores with one of them changed, the others as they were. */
export const withScore = (scores: Readonly<SubScores>, score: SubScore, value: number): SubScores => ({
  ...scores,
  [score]: value,
});

/**
 * What a refused review makes the popup do: 'reviewed' when this tour's review exists already (sent
 * from another tab: the booking reads as reviewed, as after a success), 'refresh' when the booking
 * cannot be reviewed (not over yet, refunded meanwhile, its review window closed: say why and show
 * where it stands now), 'login' when the session ended, 'message' for anything else (the server's
 * words, as they are).
 */
export type ReviewOutcome = 'reviewed' | 'refresh' | 'login' | 'message';

const OUTCOMES: Partial<Record<ErrorCode, ReviewOutcome>> = {
  ALREADY_REVIEWED: 'reviewed',
  REVIEW_NOT_ALLOWED: 'refresh',
  REVIEW_WINDOW_CLOSED: 'refresh',
  NOT_LOGGED_IN: 'login',
};

export function reviewOutcome(code: ErrorCode | undefined): ReviewOutcome {
  return (code !== undefined ? OUTCOMES[code] : undefined) ?? 'message';
}

/** The bookings list with this one no longer offered for review, until the server's list arrives. */
export function markReviewed(
  bookings: readonly BookingView[] | undefined,
  bookingId: string,
): BookingView[] | undefined {
  return bookings?.map((b) => (b.id === bookingId ? { ...b, reviewable: false } : b));
}
