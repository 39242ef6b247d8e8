/** Bookings as the store keeps them, for the bookings folder's tests that work on a store alone. */
import type { BookingDoc } from './booking-store.js';

/** The tests' present: a Sunday morning in India. */
export const BOOKING_NOW = new Date('2030-03-10T06:00:00.000Z');
export const hoursAfterNow = (hours: number) => new Date(BOOKING_NOW.getTime() + hours * 3600_000);

let next = 0;

/**
 * A paid reserved request of Tina's for Asha at the Taj Mahal, two days ahead, for two people at
 * 15 USD, with a new id each time; `fields` change it.
 */
export function bookingDoc(fields: Partial<BookingDoc> = {}): BookingDoc {
  next += 1;
  return {
    _id: `b${next}`,
    kind: 'reserved',
    status: 'requested',
    touristId: 'tourist',
    touristEmail: 'tina@example.com',
    touristName: 'Tina',
    guideEmail: 'asha@example.com',
    guideName: 'Asha',
    touristPlace: 'Taj Mahal',
    city: 'Agra',
    location: 'Agra',
    date: '2030-03-12',
    time: '10:00',
    startsAt: hoursAfterNow(48),
    endsAt: hoursAfterNow(52),
    numPeople: 2,
    pricePerPerson: 15,
    negotiated: false,
    createdAt: BOOKING_NOW,
    paidAt: hoursAfterNow(-1),
    ...fields,
  };
}

/** The same booking not paid yet (a draft, an offer): `fields` change it. */
export function unpaidBookingDoc(fields: Partial<BookingDoc> = {}): BookingDoc {
  const { paidAt: _unpaid, ...unpaid } = bookingDoc();
  return { ...unpaid, ...fields };
}
