import { ERROR_CODES, guideReviewSchema, SUB_SCORES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../booking/booking-fixtures';
import {
  DEFAULT_RATING,
  DEFAULT_SCORES,
  markReviewed,
  reviewBody,
  reviewOutcome,
  withScore,
} from './guide-review';

const booking = (id: string, reviewable: boolean) => aBooking({ id, kind: 'instant', reviewable });

describe('reviewing a guide', () => {
  it('starts at 5 stars and sends the booking, the stars and the opinion without its outer spaces', () => {
    expect(DEFAULT_RATING).toBe(5);
    const body = reviewBody('b1', { rating: 4, comment: '  Knew every stone of it.\n' });
    expect(body).toEqual({ bookingId: 'b1', rating: 4, comment: 'Knew every stone of it.' });
    // What the server parses it with takes it as it is.
    expect(guideReviewSchema.parse(body)).toEqual(body);
  });

  it('starts each score at 5 stars, like the overall, and sends all three beside the stars', () => {
    expect(SUB_SCORES.map((score) => DEFAULT_SCORES[score])).toEqual([5, 5, 5]);
    const scores = { guiding: 5, organisation: 3, value: 4 };
    const body = reviewBody('b1', { rating: 4, comment: 'Knew every stone of it.', scores });
    expect(body).toEqual({ bookingId: 'b1', rating: 4, comment: 'Knew every stone of it.', scores });
    expect(guideReviewSchema.parse(body)).toEqual(body);
  });

  it('changes one score and keeps the others, leaving the scores it was given as they were', () => {
    const after = withScore(DEFAULT_SCORES, 'organisation', 2);
    expect(after).toEqual({ guiding: 5, organisation: 2, value: 5 });
    expect(DEFAULT_SCORES.organisation).toBe(5);
  });

  it('says why and shows the booking anew when its review window has closed', () => {
    expect(reviewOutcome('REVIEW_WINDOW_CLOSED')).toBe('refresh');
  });

  it('closes as reviewed when the tour was reviewed already, from another tab', () => {
    expect(reviewOutcome('ALREADY_REVIEWED')).toBe('reviewed');
  });

  it('says why and shows the booking anew when it cannot be reviewed (not over, refunded)', () => {
    expect(reviewOutcome('REVIEW_NOT_ALLOWED')).toBe('refresh');
  });

  it('asks for a login when the session ended', () => {
    expect(reviewOutcome('NOT_LOGGED_IN')).toBe('login');
  });

  it('shows the server’s words for anything else, and when no answer came', () => {
    const handled = new Set([
      'ALREADY_REVIEWED',
      'REVIEW_NOT_ALLOWED',
      'REVIEW_WINDOW_CLOSED',
      'NOT_LOGGED_IN',
    ]);
    for (const code of ERROR_CODES.filter((c) => !handled.has(c)))
      expect(reviewOutcome(code)).toBe('message');
    expect(reviewOutcome(undefined)).toBe('message');
  });

  it('takes the reviewed booking off the review offers at once, leaving the others', () => {
    const list = [booking('b1', true), booking('b2', true)];
    const after = markReviewed(list, 'b1');
    expect(after?.map((b) => [b.id, b.reviewable])).toEqual([
      ['b1', false],
      ['b2', true],
    ]);
    expect(list[0]?.reviewable).toBe(true);
    expect(markReviewed(undefined, 'b1')).toBeUndefined();
  });
});
