import { describe, expect, it } from 'vitest';
import type { BookingDoc } from './booking-store.js';
import { amountUsd, cancelRefundPercent, isCompleted } from './booking-view.js';
import { answerDeadline, reservedSlot, zonedInstant } from './slots.js';

const HOUR = 3600_000;
// 2026-11-24 10:00 in India is 04:30 UTC.
const now = new Date('2026-11-24T04:30:00Z');

function booking(fields: Partial<BookingDoc>): BookingDoc {
  return {
    _id: 'b1',
    kind: 'reserved',
    status: 'requested',
    touristId: 't',
    touristEmail: 't@example.com',
    touristName: 't',
    guideEmail: 'g@example.com',
    guideName: 'G',
    touristPlace: 'Taj Mahal',
    city: 'Agra',
    location: 'Hotel',
    date: '2026-11-30',
    time: '09:00',
    startsAt: new Date(now.getTime() + 72 * HOUR),
    endsAt: new Date(now.getTime() + 75 * HOUR),
    numPeople: 3,
    pricePerPerson: 12.35,
    negotiated: false,
    createdAt: now,
    paidAt: now,
    orderId: 'order_x',
    ...fields,
  };
}

describe('booking slots', () => {
  it('reads a date and time as wall-clock time in India', () => {
    expect(zonedInstant('2026-11-24', '10:00').toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(zonedInstant('2026-12-31', '20:59').toISOString()).toBe('2026-12-31T15:29:00.000Z');
  });

  it('refuses a past slot, one outside 07:00-21:00 and one more than a year ahead, with the spec’s words', () => {
    expect(() => reservedSlot('2026-11-24', '09:59', now)).toThrow(
      'The selected date and time cannot be in the past.',
    );
    expect(() => reservedSlot('2026-11-25', '06:59', now)).toThrow(
      'Please select a time between 7am and 9pm.',
    );
    expect(() => reservedSlot('2026-11-25', '21:00', now)).toThrow(
      'Please select a time between 7am and 9pm.',
    );
    expect(() => reservedSlot('2027-12-01', '10:00', now)).toThrow(/365 days ahead/);
    const slot = reservedSlot('2026-11-25', '20:59', now);
    expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(3 * HOUR);
  });

  it('gives the guide 30 minutes for an instant request, 24 hours but never past the tour for a reserved one', () => {
    expect(answerDeadline('instant', now, now).getTime() - now.getTime()).toBe(30 * 60_000);
    const far = new Date(now.getTime() + 72 * HOUR);
    expect(answerDeadline('reserved', now, far).getTime() - now.getTime()).toBe(24 * HOUR);
    const soon = new Date(now.getTime() + 5 * HOUR);
    expect(answerDeadline('reserved', now, soon)).toEqual(soon);
  });
});

describe('booking amounts and refunds', () => {
  it('charges the price per person times the people, to the cent', () => {
    expect(amountUsd({ pricePerPerson: 12.35, numPeople: 3 })).toBe(37.05);
    expect(amountUsd({ pricePerPerson: 19.99, numPeople: 7 })).toBe(139.93);
  });

  it('refunds an accepted reserved booking in full within 24 hours of payment and less 20% after, never once started', () => {
    const accepted = { status: 'confirmed' as const };
    expect(cancelRefundPercent(booking(accepted), new Date(now.getTime() + 23 * HOUR))).toBe(100);
    expect(cancelRefundPercent(booking(accepted), new Date(now.getTime() + 24 * HOUR))).toBe(100);
    expect(cancelRefundPercent(booking(accepted), new Date(now.getTime() + 24 * HOUR + 1))).toBe(80);
    expect(cancelRefundPercent(booking(accepted), new Date(now.getTime() + 25 * HOUR))).toBe(80);
    expect(cancelRefundPercent(booking(accepted), new Date(now.getTime() + 72 * HOUR))).toBeNull();
  });

  it('releases in full a request the guide has not accepted: it was only authorised', () => {
    expect(cancelRefundPercent(booking({}), new Date(now.getTime() + 25 * HOUR))).toBe(100);
    const instant = { kind: 'instant' as const, startsAt: now, endsAt: new Date(now.getTime() + 3 * HOUR) };
    expect(cancelRefundPercent(booking(instant), now)).toBe(100);
    expect(cancelRefundPercent(booking({}), new Date(now.getTime() + 72 * HOUR))).toBeNull();
  });

  it('refunds an accepted instant booking less 20% at once, and lets unpaid or ended ones go as they are', () => {
    const paidNow = {
      kind: 'instant' as const,
      status: 'confirmed' as const,
      startsAt: now,
      endsAt: new Date(now.getTime() + 3 * HOUR),
    };
    expect(cancelRefundPercent(booking(paidNow), now)).toBe(80);
    expect(cancelRefundPercent(booking(paidNow), new Date(now.getTime() + 59 * 60_000))).toBe(80);
    expect(cancelRefundPercent(booking(paidNow), new Date(now.getTime() + HOUR))).toBeNull();
    for (const status of ['draft', 'negotiating', 'awaiting-payment'] as const)
      expect(cancelRefundPercent(booking({ status, paidAt: undefined }), now)).toBe(0);
    expect(cancelRefundPercent(booking({ status: 'expired' }), now)).toBeNull();
    expect(cancelRefundPercent(booking({ status: 'rejected' }), now)).toBeNull();
    expect(cancelRefundPercent(booking({ status: 'cancelled' }), now)).toBeNull();
  });

  it('counts a tour completed once accepted, paid and over', () => {
    const after = new Date(now.getTime() + 76 * HOUR);
    expect(isCompleted(booking({ status: 'confirmed' }), after)).toBe(true);
    expect(isCompleted(booking({ status: 'confirmed' }), now)).toBe(false);
    expect(isCompleted(booking({ status: 'confirmed' }), new Date(now.getTime() + 75 * HOUR))).toBe(true);
    expect(isCompleted(booking({ status: 'confirmed' }), new Date(now.getTime() + 75 * HOUR - 1))).toBe(
      false,
    );
    expect(isCompleted(booking({ status: 'requested' }), after)).toBe(false);
    expect(isCompleted(booking({ status: 'confirmed', paidAt: undefined }), after)).toBe(false);
  });
});
