import { type BookingView, ERROR_CODES, guideReviewSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, markReviewed, reviewBody, reviewOutcome } from './guide-review';

const booking = (id: string, reviewable: boolean): BookingView => ({
  id,
  kind: 'instant',
  status: 'confirmed',
  touristEmail: 't@example.com',
  touristName: 'Ravi',
  guideEmail: 'guide@demo.xploreguide.in',
  guideName: 'Demo Guide',
  touristPlace: 'Taj Mahal',
  location: 'Taj Mahal, Agra',
  date: '2026-03-14',
  time: '10:30',
  startsAt: '2026-03-14T05:00:00.000Z',
  numPeople: 2,
  pricePerPerson: 20,
  amountUsd: 40,
  paid: true,
  cancelRefundPercent: null,
  completed: true,
  reviewable,
});

describe('reviewing a guide', () => {
  it('starts at 5 stars and sends the booking, the stars and the opinion without its outer spaces', () => {
    expect(DEFAULT_RATING).toBe(5);
    const body = reviewBody('b1', { rating: 4, comment: '  Knew every stone of it.\n' });
    expect(body).toEqual({ bookingId: 'b1', rating: 4, comment: 'Knew every stone of it.' });
    // What the server parses it with takes it as it is.
    expect(guideReviewSchema.parse(body)).toEqual(body);
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
    const handled = new Set(['ALREADY_REVIEWED', 'REVIEW_NOT_ALLOWED', 'NOT_LOGGED_IN']);
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
