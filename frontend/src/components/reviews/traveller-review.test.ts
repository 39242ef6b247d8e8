import { ERROR_CODES, travellerReviewSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../booking/booking-fixtures';
import { markTravellerReviewed, travellerReviewBody, travellerReviewOutcome } from './traveller-review';

const booking = (id: string, travellerReviewable: boolean) => aBooking({ id, travellerReviewable });

describe('reviewing a traveller', () => {
  it('sends the booking, the stars and the opinion without its outer spaces, as the server parses it', () => {
    const body = travellerReviewBody('b1', {
      rating: 4,
      comment: '  On time, and curious about everything.\n',
    });
    expect(body).toEqual({ bookingId: 'b1', rating: 4, comment: 'On time, and curious about everything.' });
    expect(travellerReviewSchema.parse(body)).toEqual(body);
  });

  it('keeps the server’s words in the popup and takes the tour off the list when it cannot be reviewed any more', () => {
    expect(travellerReviewOutcome('REVIEW_NOT_ALLOWED')).toBe('refresh');
    expect(travellerReviewOutcome('ALREADY_REVIEWED')).toBe('refresh');
    expect(travellerReviewOutcome('REVIEW_WINDOW_CLOSED')).toBe('refresh');
  });

  it('asks for a login when the session ended', () => {
    expect(travellerReviewOutcome('NOT_LOGGED_IN')).toBe('login');
  });

  it('shows the server’s words for anything else, and when no answer came', () => {
    const handled = new Set([
      'REVIEW_NOT_ALLOWED',
      'ALREADY_REVIEWED',
      'REVIEW_WINDOW_CLOSED',
      'NOT_LOGGED_IN',
    ]);
    for (const code of ERROR_CODES.filter((c) => !handled.has(c)))
      expect(travellerReviewOutcome(code)).toBe('message');
    expect(travellerReviewOutcome(undefined)).toBe('message');
  });

  it('takes the reviewed tour off the guide’s list at once, leaving the others', () => {
    const list = [booking('b1', true), booking('b2', true)];
    const after = markTravellerReviewed(list, 'b1');
    expect(after?.map((b) => [b.id, b.travellerReviewable])).toEqual([
      ['b1', false],
      ['b2', true],
    ]);
    expect(list[0]?.travellerReviewable).toBe(true);
    expect(markTravellerReviewed(undefined, 'b1')).toBeUndefined();
  });
});
