/**
 * Test data shared by the app's unit tests: a confirmed, paid booking of a finished tour, with any
 * field changed. Imported by tests only, so never in a bundle.
 */
import type { BookingView } from '@app/contracts';

export const aBooking = (fields: Partial<BookingView> = {}): BookingView => ({
  id: 'b1',
  kind: 'reserved',
  status: 'confirmed',
  touristEmail: 'ravi@example.com',
  touristName: 'Ravi',
  guideEmail: 'asha@guides.example',
  guideName: 'Asha Verma',
  touristPlace: 'Taj Mahal',
  location: 'Hotel Clarks, Agra',
  date: '2026-03-14',
  time: '10:30',
  startsAt: '2026-03-14T05:00:00.000Z',
  numPeople: 2,
  pricePerPerson: 20,
  amountUsd: 40,
  paid: true,
  cancelRefundPercent: null,
  completed: true,
  reviewable: true,
  reviewWindowEndsAt: '2026-03-28T07:00:00.000Z',
  travellerReviewable: true,
  travellerReview: null,
  ...fields,
});
