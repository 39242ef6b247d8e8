/** Guide bookings as the product keeps them: who books whom, where and when, for how much, and how far it got. */
import { BOOKING_RULES, type BookingKind, type BookingStatus } from '@app/contracts';
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
  /** An unpaid booking (draft, offer, accepted offer) lapses then; it never holds the guide. */
  holdUntil?: Date;
  /** Counts the changes of its terms (offers, answers): an order binds the version it priced. */
  version?: number;
  orderId?: string;
  paymentId?: string;
  paidAt?: Date;
  /** Until when the guide may answer a paid request. */
  answerBy?: Date;
  decidedAt?: Date;
  /** The refund owed to the tourist, once the booking ended after payment. */
  refund?: { percent: number; amountMinor: number; currency: string; formatted: string };
  /** The tourist reviewed the guide. */
  reviewed?: boolean;
  /** The guide reviewed the traveller (issue 26). */
  guideReviewed?: boolean;
  /** When the side(s) that had not reviewed the tour were reminded; at most once (review-window.ts). */
  reviewRemindedAt?: Date;
  /** When both sides were mailed the reminder of the tour (reminders.ts); at most once. */
  remindedAt?: Date;
};

const BOOKINGS = 'bookings';

export const bookings = (store: Store) => store.collection<BookingDoc>(BOOKINGS);

/** Statuses in which a paid booking holds its guide's time: waiting for the answer, or accepted. */
export const HOLDING: readonly BookingStatus[] = ['requested', 'confirmed'];

/** Statuses of a booking not paid yet, open until it lapses (BOOKING_RULES.unpaidLapseMinutes). */
export const UNPAID: readonly BookingStatus[] = ['draft', 'negotiating', 'awaiting-payment'];

/** How long an unpaid booking stays open after its last change. */
export const UNPAID_LAPSE_MS = BOOKING_RULES.unpaidLapseMinutes * 60_000;

/**
 * Whether an unpaid booking lapsed (the sweep may not have ended it yet): it can no longer be paid,
 * offered on or accepted.
 */
export const hasLapsed = (b: Pick<BookingDoc, 'status' | 'holdUntil'>, now: Date) =>
  b.status === 'lapsed' || (UNPAID.includes(b.status) && b.holdUntil !== undefined && b.holdUntil <= now);

export async function ensureBookingIndexes(store: Store): Promise<void> {
  // A guide's calendar, a tourist's bookings, and the sweep of requests waiting for an answer.
  await store.ensureIndex(BOOKINGS, { fields: ['guideEmail'] });
  await store.ensureIndex(BOOKINGS, { fields: ['touristId'] });
  await store.ensureIndex(BOOKINGS, { fields: ['status'] });
}
