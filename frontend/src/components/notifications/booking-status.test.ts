import { BOOKING_STATUSES, type BookingView } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../booking/booking-fixtures';
import { bookingWhen, cancelNotice, isPayable, STATUS_TEXT, statusText } from './booking-status';

const booking = (fields: Partial<BookingView>) =>
  aBooking({
    cancelRefundPercent: 100,
    completed: false,
    reviewable: false,
    reviewWindowEndsAt: null,
    travellerReviewable: false,
    ...fields,
  });

describe('My bookings', () => {
  it('words every status', () => {
    for (const status of BOOKING_STATUSES) expect(STATUS_TEXT[status].label).not.toBe('');
    expect(STATUS_TEXT['awaiting-payment'].tone).toBe('action');
  });

  it('reads a confirmed tour whose time is over as completed', () => {
    expect(statusText(booking({})).label).toBe('Confirmed');
    expect(statusText(booking({ completed: true, reviewable: true }))).toEqual({
      label: 'Tour completed',
      tone: 'ended',
    });
  });

  it('offers payment for an accepted offer only', () => {
    expect(isPayable(booking({ status: 'awaiting-payment', paid: false }))).toBe(true);
    expect(isPayable(booking({ status: 'negotiating', paid: false }))).toBe(false);
    expect(isPayable(booking({ status: 'confirmed' }))).toBe(false);
  });

  it('says what cancelling refunds before it is done', () => {
    expect(cancelNotice(booking({}))).toBe('You get the full $40.00 back.');
    expect(cancelNotice(booking({ cancelRefundPercent: 80 }))).toBe('You get 80% back: $32.00 of $40.00.');
    expect(cancelNotice(booking({ status: 'negotiating', paid: false, cancelRefundPercent: 0 }))).toBe(
      'Nothing has been paid yet, so cancelling costs nothing.',
    );
    expect(cancelNotice(booking({ cancelRefundPercent: null }))).toBeNull();
  });

  it('shows the tour time in India time', () => {
    expect(bookingWhen(booking({}))).toBe('Sat, 14 Mar, 10:30 am');
    expect(bookingWhen(booking({ startsAt: '' }))).toBe('2026-03-14 10:30');
  });
});
