/** For the worker tests: what `booking.requested` says of a paid reserved booking of Amber Fort. */
import type { Payload, TOPICS } from '@app/contracts';

export const REQUESTED: Payload<typeof TOPICS.bookingRequested> = {
  bookingId: 'booking-1',
  touristEmail: 'asha@example.com',
  touristName: 'Asha',
  guideEmail: 'ravi.guide@example.com',
  guideName: 'Ravi Kumar',
  touristPlace: 'Amber Fort',
  kind: 'reserved',
  location: 'Hotel Pearl Palace, Jaipur',
  date: '2025-03-02',
  time: '09:30',
  numPeople: 3,
  pricePerPerson: 18,
  negotiated: false,
  answerBy: '2025-03-02T04:30:00.000Z',
};
