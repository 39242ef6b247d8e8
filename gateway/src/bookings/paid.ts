/**
 * What the payments domain asks of bookings: the price of a booking to pay, and what a credited
 * payment of one does. A paid request waits for the guide's answer; a paid accepted offer is
 * confirmed at once (the guide agreed to it). Both tell the notifications worker and mail both sides.
 */
import { MESSAGES, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { AppError, emit } from '../core/index.js';
import { mailPaid } from './booking-mails.js';
import { type BookingDoc, bookings, hasLapsed } from './booking-store.js';
import { amountUsd } from './booking-view.js';
import { busyGuides, lockCalendar } from './calendar.js';
import { answerDeadline, captureWindowMinutes, instantSlot, type Slot } from './slots.js';

const PAYABLE = ['draft', 'awaiting-payment'] as const;

/**
 * What an order for the booking costs, how the receipt names it, the version of the booking's terms
 * it binds and until when it can be paid; only its tourist may pay it, and only while it is open.
 * A request (a draft) is only authorised: the guide's acceptance captures it, within the window.
 */
export async function bookingToPay(store: Store, userId: string, bookingId: string, now: Date) {
  const booking = await bookings(store).findOne({ _id: bookingId });
  if (!booking || booking.touristId !== userId)
    throw new AppError('NOT_FOUND', MESSAGES.bookingMissing, 'BOOKING_MISSING');
  if (hasLapsed(booking, now)) throw new AppError('CONFLICT', MESSAGES.bookingLapsed, 'BOOKING_LAPSED');
  if (booking.status === 'negotiating')
    throw new AppError('CONFLICT', MESSAGES.waitForGuide, 'WAIT_FOR_GUIDE');
  if (!(PAYABLE as readonly string[]).includes(booking.status))
    throw new AppError('CONFLICT', MESSAGES.bookingNotPayable, 'BOOKING_NOT_PAYABLE');
  return {
    usd: amountUsd(booking),
    description: `Guide booking: ${booking.guideName}, ${booking.touristPlace} (${booking.numPeople} × ${booking.pricePerPerson} USD)`,
    itemVersion: booking.version ?? 0,
    ...(booking.holdUntil ? { payableUntil: booking.holdUntil } : {}),
    ...(booking.status === 'draft' ? { captureWithinMinutes: captureWindowMinutes(booking.kind) } : {}),
  };
}

/**
 * Why a payment for the booking cannot confirm it, or null when it can: the booking moved on
 * (cancelled, paid by another order), lapsed, changed its terms after the order priced them, or its
 * guide was paid for at that time by someone else meanwhile.
 */
async function unconfirmable(tx: Store, booking: BookingDoc, order: PaidOrder, slot: Slot, now: Date) {
  if (!(PAYABLE as readonly string[]).includes(booking.status) || booking.paidAt)
    return 'booking no longer payable';
  if (hasLapsed(booking, now)) return 'booking lapsed before the payment';
  if (
    (booking.version ?? 0) !== (order.itemVersion ?? 0) ||
    Math.round(amountUsd(booking) * 100) !== Math.round(order.usd * 100)
  )
    return 'booking changed after the order';
  await lockCalendar(tx, booking.guideEmail);
  const busy = await busyGuides(tx, [booking.guideEmail], slot, booking._id);
  return busy.size > 0 ? 'guide booked meanwhile' : null;
}

interface PaidOrder {
  _id: string;
  item: { type: 'booking'; bookingId: string };
  description: string;
  usd: number;
  itemVersion?: number;
}

/**
 * Credits a paid booking within the crediting transaction; resolves with why the payment cannot
 * confirm it (see unconfirmable), in which case nothing changes and the payment is owed back.
 */
export async function bookingPaid(
  tx: Store,
  order: PaidOrder,
  paymentId: string,
  amount: string,
  now: Date,
): Promise<string | null> {
  const booking = await bookings(tx).findOne({ _id: order.item.bookingId });
  // An instant tour starts when it is paid for, not when the popup opened.
  const slot = booking?.kind === 'instant' ? instantSlot(now) : booking;
  if (!booking || !slot) return 'booking missing';
  const refused = await unconfirmable(tx, booking, order, slot, now);
  if (refused) return refused;
  const negotiated = booking.status === 'awaiting-payment';
  const answerBy = negotiated ? undefined : answerDeadline(booking.kind, now, slot.startsAt);
  const paid: BookingDoc = {
    ...booking,
    status: negotiated ? 'confirmed' : 'requested',
    date: slot.date,
    time: slot.time,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    orderId: order._id,
    paymentId,
    paidAt: now,
    ...(answerBy ? { answerBy } : {}),
  };
  const { _id, holdUntil: _released, ...fields } = paid;
  await bookings(tx).updateOne({ _id }, { $set: fields, $unset: { holdUntil: true } });
  await mailPaid(tx, paid, amount);
  await emit(tx, TOPICS.bookingRequested, {
    bookingId: booking._id,
    touristEmail: booking.touristEmail,
    touristName: booking.touristName,
    guideEmail: booking.guideEmail,
    guideName: booking.guideName,
    touristPlace: booking.touristPlace,
    kind: booking.kind,
    location: booking.location,
    date: paid.date,
    time: paid.time,
    numPeople: booking.numPeople,
    pricePerPerson: booking.pricePerPerson,
    negotiated,
    ...(answerBy ? { answerBy: answerBy.toISOString() } : {}),
  });
  return null;
}
