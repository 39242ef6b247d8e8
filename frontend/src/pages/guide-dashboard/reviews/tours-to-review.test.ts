import type { BookingView } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../booking/booking-fixtures';
import { tourLine, toursToReview } from './tours-to-review';

const booking = (fields: Partial<BookingView>) =>
  aBooking({ kind: 'instant', location: 'Taj Mahal, Agra', ...fields });

describe('the tours to review', () => {
  it('lists only the tours whose traveller the guide may review now', () => {
    const list = [
      booking({ id: 'open' }),
      booking({ id: 'written', travellerReviewable: false }),
      booking({ id: 'upcoming', completed: false, reviewWindowEndsAt: null, travellerReviewable: false }),
    ];
    expect(toursToReview(list).map((b) => b.id)).toEqual(['open']);
  });

  it('puts the window that closes first on top, then the earlier tour, and leaves the list as it was', () => {
    const list = [
      booking({ id: 'later', reviewWindowEndsAt: '2026-03-30T07:00:00.000Z' }),
      booking({ id: 'no-end', reviewWindowEndsAt: null }),
      booking({ id: 'second', startsAt: '2026-03-14T09:00:00.000Z' }),
      booking({ id: 'first' }),
    ];
    expect(toursToReview(list).map((b) => b.id)).toEqual(['first', 'second', 'later', 'no-end']);
    expect(list[0]?.id).toBe('later');
  });

  it('names the place and the tour’s day in India, or the booked date when the time is unreadable', () => {
    expect(tourLine(booking({}))).toBe('Taj Mahal · 14 Mar 2026');
    expect(tourLine(booking({ startsAt: '' }))).toBe('Taj Mahal · 2026-03-14');
  });
});
