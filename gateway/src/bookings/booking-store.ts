/** Guide bookings as the product keeps them: who books whom, where and when, for how much, and how far it got. */
import type { BookingKind, BookingStatus } from '@app/contracts';
import type { Doc, Store } from '@app/infra';

export type BookingDoc = Doc & {
  kind: BookingKind;
  status: BookingStatus;
  touristId: string;
  touristEmail: string;
  touristName: string;
  guideEmail: string;
  guideName: string;
  touristPlace: string;
  city: string;
  /** Booking event data (spec §3): instant is place and city, reserved the pick-up location. */
  location: string;
  /** Wall-clock date and time in India (YYYY-MM-DD, HH:MM). */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  numPeople: number;
  /** US dollars per person: the guide's price, or the offer the guide accepted. */
  pricePerPerson: number;
  /** The offer made, while negotiating and after. */
  offerPrice?: number;
  negotiated: boolean;
  createdAt: Date;
  /** A draft or an accepted offer holds the guide's time until then, unpaid. */
  holdUntil?: Date;
  orderId?: string;
  paymentId?: string;
  paidAt?: Date;
  /** Until when the guide may answer a paid request. */
  answerBy?: Date;
  decidedAt?: Date;
  /** The refund owed to the tourist, once the booking ended after payment. */
  refund?: { percent: number; amountMinor: number; currency: string; formatted: string };
  reviewed?: boolean;
};

const BOOKINGS = 'bookings';

export const bookings = (store: Store) => store.collection<BookingDoc>(BOOKINGS);

/** Statuses in which a booking holds its guide's time. */
export const HOLDING: readonly BookingStatus[] = [
  'draft',
  'negotiating',
  'awaiting-payment',
  'requested',
  'confirmed',
];

export async function ensureBookingIndexes(store: Store): Promise<void> {
  // A guide's calendar, a tourist's bookings, and the sweep of requests waiting for an answer.
  await store.ensureIndex(BOOKINGS, { fields: ['guideEmail'] });
  await store.ensureIndex(BOOKINGS, { fields: ['touristId'] });
  await store.ensureIndex(BOOKINGS, { fields: ['status'] });
}
