import { describe, expect, it } from 'vitest';
import { BOOKING_NOW, bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import type { BookingDoc } from './booking-store.js';
import { toBookingView } from './booking-view.js';
import { DAY_MS, pastTour, WINDOW_ENDS } from './tour-review-fixtures.js';

const msBefore = (at: Date, ms: number) => new Date(at.getTime() - ms);

/** What the view offers of the reviews at `now`. */
const offered = (b: BookingDoc, now: Date) => {
  const { completed, reviewable, travellerReviewable, reviewWindowEndsAt } = toBookingView(b, now);
  return { completed, reviewable, travellerReviewable, reviewWindowEndsAt };
};

describe('the reviews a booking offers', () => {
  it('offers both sides their review from the end of the tour to a millisecond before the window ends', () => {
    const tour = pastTour();
    for (const now of [BOOKING_NOW, hoursAfterNow(24), msBefore(WINDOW_ENDS, 1)])
      expect(offered(tour, now)).toEqual({
        completed: true,
        reviewable: true,
        travellerReviewable: true,
        reviewWindowEndsAt: WINDOW_ENDS.toISOString(),
      });
  });

  it('offers neither review at the instant the window ends, nor after it', () => {
    const tour = pastTour();
    for (const now of [WINDOW_ENDS, new Date(WINDOW_ENDS.getTime() + DAY_MS)])
      expect(offered(tour, now)).toEqual({
        completed: true,
        reviewable: false,
        travellerReviewable: false,
        reviewWindowEndsAt: WINDOW_ENDS.toISOString(),
      });
  });

  it('offers the guide no review of the traveller once written, and the tourist still theirs', () => {
    expect(offered(pastTour({ guideReviewed: true }), hoursAfterNow(1))).toMatchObject({
      reviewable: true,
      travellerReviewable: false,
    });
    expect(offered(pastTour({ reviewed: true }), hoursAfterNow(1))).toMatchObject({
      reviewable: false,
      travellerReviewable: true,
    });
    expect(offered(pastTour({ reviewed: true, guideReviewed: true }), hoursAfterNow(1))).toMatchObject({
      reviewable: false,
      travellerReviewable: false,
    });
  });

  it('offers no review of a tour not over yet, not accepted or not paid, and gives it no window', () => {
    const notYet = pastTour({ startsAt: hoursAfterNow(2), endsAt: hoursAfterNow(6) });
    const unanswered = pastTour({ status: 'requested' });
    const { paidAt: _unpaid, ...unpaid } = pastTour();
    for (const b of [notYet, unanswered, unpaid])
      expect(offered(b, hoursAfterNow(1))).toEqual({
        completed: false,
        reviewable: false,
        travellerReviewable: false,
        reviewWindowEndsAt: null,
      });
  });
});

describe('whether a tour is in its review window', () => {
  it('is from the end of the tour until (not at) the window’s end, for a paid, accepted tour only', () => {
    const tour = pastTour();
    const cases: Array<[BookingDoc, Date, boolean]> = [
      [tour, msBefore(BOOKING_NOW, 1), false],
      [tour, BOOKING_NOW, true],
      [tour, msBefore(WINDOW_ENDS, 1), true],
      [tour, WINDOW_ENDS, false],
      [tour, new Date(WINDOW_ENDS.getTime() + 1), false],
      [pastTour({ status: 'requested' }), hoursAfterNow(1), false],
      [pastTour({ status: 'cancelled' }), hoursAfterNow(1), false],
    ];
    for (const [b, now, open] of cases) {
      expect({ at: now.toISOString(), open: toBookingView(b, now).reviewable }).toEqual({
        at: now.toISOString(),
        open,
      });
    }
  });
});

describe('the answer deadline of a request', () => {
  it('shows when the guide must answer a paid request by, and nothing once there is none', () => {
    const answerBy = hoursAfterNow(0.5);
    const waiting = bookingDoc({ kind: 'instant', startsAt: hoursAfterNow(0.25), answerBy });
    expect(toBookingView(waiting, BOOKING_NOW)).toMatchObject({
      status: 'requested',
      answerBy: answerBy.toISOString(),
    });
    expect(toBookingView(bookingDoc({ status: 'confirmed' }), BOOKING_NOW)).not.toHaveProperty('answerBy');
  });
});
