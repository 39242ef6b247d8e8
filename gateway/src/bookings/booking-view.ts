/** A booking as its tourist and its guide see it, with what can be done with it now. */
import {
  BOOKING_RULES,
  type BookingView,
  REFUND_POLICY,
  REVIEW_WINDOW,
  type TravellerReviewView,
} from '@app/contracts';
import type { BookingDoc } from './booking-store.js';

const HOUR_MS = 3600_000;

/** Whether the booking was paid and not refunded: the guide's work, the tourist's tour. */
export const isPaid = (b: BookingDoc) => b.paidAt !== undefined;

/** When the tour begins in earnest: a reserved one at its time, an instant one once the guide arrives. */
const meetingTime = (b: BookingDoc) =>
  b.kind === 'instant'
    ? new Date(b.startsAt.getTime() + BOOKING_RULES.instantMeetMinutes * 60_000)
    : b.startsAt;

/**
 * What cancelling now refunds, in percent of the amount paid (the refund page, REFUND_POLICY):
 * unpaid bookings cancel for nothing (0), a started tour cannot be cancelled (null); instant
 * bookings lose the deduction at once, reserved ones after 24 hours from payment.
 */
export function cancelRefundPercent(b: BookingDoc, now: Date): number | null {
  if (b.status === 'draft' || b.status === 'negotiating' || b.status === 'awaiting-payment') return 0;
  if (b.status !== 'requested' && b.status !== 'confirmed') return null;
  if (!b.paidAt || now >= meetingTime(b)) return null;
  // Not accepted yet, so only authorised: nothing was charged, and all of it is released.
  if (b.status === 'requested') return 100;
  const full = 100;
  const reduced = 100 - REFUND_POLICY.deductionPercent;
  if (b.kind === 'instant') return reduced;
  const withinWindow = now.getTime() - b.paidAt.getTime() <= REFUND_POLICY.fullRefundWithinHours * HOUR_MS;
  return withinWindow ? full : reduced;
}

/** A tour took place: paid, accepted, and its time is over. */
export const isCompleted = (b: BookingDoc, now: Date) =>
  b.status === 'confirmed' && isPaid(b) && b.endsAt <= now;

/** Until when a completed tour may be reviewed, by either side (issue 26). */
export const reviewWindowEnd = (b: Pick<BookingDoc, 'endsAt'>) =>
  new Date(b.endsAt.getTime() + REVIEW_WINDOW.days * 24 * HOUR_MS);

/** The tour took place and its review window is still open. */
const inReviewWindow = (b: BookingDoc, now: Date) => isCompleted(b, now) && now < reviewWindowEnd(b);

export function toBookingView(
  b: BookingDoc,
  now: Date,
  travellerReview: TravellerReviewView | null = null,
): BookingView {
  const completed = isCompleted(b, now);
  const open = inReviewWindow(b, now);
  return {
    id: b._id,
    kind: b.kind,
    status: b.status,
    touristEmail: b.touristEmail,
    touristName: b.touristName,
    guideEmail: b.guideEmail,
    guideName: b.guideName,
    touristPlace: b.touristPlace,
    location: b.location,
    date: b.date,
    time: b.time,
    startsAt: b.startsAt.toISOString(),
    numPeople: b.numPeople,
    pricePerPerson: b.pricePerPerson,
    amountUsd: amountUsd(b),
    ...(b.answerBy ? { answerBy: b.answerBy.toISOString() } : {}),
    paid: isPaid(b),
    ...(b.refund ? { refund: b.refund.formatted } : {}),
    cancelRefundPercent: cancelRefundPercent(b, now),
    completed,
    reviewable: open && !b.reviewed,
    reviewWindowEndsAt: completed ? reviewWindowEnd(b).toISOString() : null,
    travellerReviewable: open && !b.guideReviewed,
    travellerReview,
  };
}

/** Spec §9: the guide booking amount is the price per person times the number of people, in cents. */
export const amountUsd = (b: Pick<BookingDoc, 'pricePerPerson' | 'numPeople'>) =>
  Math.round(b.pricePerPerson * 100 * b.numPeople) / 100;
