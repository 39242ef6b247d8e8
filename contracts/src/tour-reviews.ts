/**
 * Reviews of a tour the way GetYourGuide runs them (issue 26): after a completed, paid tour both
 * sides may write, the traveller about the guide (overall stars and scores for guiding, organisation
 * and value) and the guide about the traveller, within REVIEW_WINDOW.days. Double-blind: neither
 * review is shown until both are written or the window ends, so neither side answers the other's.
 * One reminder mail goes to a side that has not written when REVIEW_WINDOW.reminderAfterDays have
 * passed. Rules without zod, so the browser imports them alone.
 */
export const REVIEW_WINDOW = { days: 14, reminderAfterDays: 7 } as const;

/** The scores beside a guide's overall stars, in the order they are shown. */
export const SUB_SCORES = ['guiding', 'organisation', 'value'] as const;
export type SubScore = (typeof SUB_SCORES)[number];
export const SUB_SCORE_LABELS: Record<SubScore, string> = {
  guiding: 'Guiding',
  organisation: 'Organisation',
  value: 'Value for money',
};
export type SubScores = Record<SubScore, number>;

export const TOUR_REVIEW_TEXTS = {
  windowClosed: `Reviews of a tour can be written within ${REVIEW_WINDOW.days} days after it.`,
  travellerNotAllowed: 'You can review a traveller after a completed tour you guided for them.',
  travellerReviewed: 'You have already reviewed this traveller for this tour.',
  /** After the first side wrote: where the review stands. */
  sealed:
    'Thank you! Your review is saved. It is published when the other side has written theirs, or when the review window closes.',
  /** After the second side wrote: both are out. */
  published: 'Thank you! Both reviews of this tour are now published.',
  subScore: 'Please rate each score from 1 to 5 stars.',
} as const;

/** A review a guide wrote about a traveller, once published. */
export interface TravellerReviewView {
  rating: number;
  comment: string;
  guideName: string;
  createdAt: string;
}
