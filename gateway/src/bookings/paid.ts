/**
 * What the payments domain asks of bookings: the price of a booking to pay, and what a credited
 * payment of one does. A paid request waits for the guide's answer; a paid accepted offer is
 * confirmed at once (the guide agreed to it). Both tell the notifications worker and mail both sides.
 */
import { MESSAGES, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { AppError } from '../errors.js';
import { emit } from '../events.js';
import { requestRefund } from '../payments/refunds.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { amountUsd } from './booking-view.js';
import { answerDeadline, instantSlot } from './slots.js';

const PAYABLE = ['draft', 'awaiting-payment'] as const;

/** What an order for the booking costs and how the receipt names it; only its tourist may pay it. */
export async function bookingToPay(store: Store, userId: string, bookingId: string) {
  const booking = await bookings(store).findOne({ _id: bookingId });
  if (!booking || booking.touristId !== userId)
    throw new AppError('NOT_FOUND', MESSAGES.bookingMissing, 'BOOKING_MISSING');
  if (booking.status === 'negotiating')
    throw new AppError('CONFLICT', MESSAGES.waitForGuide, 'WAIT_FOR_GUIDE');
  if (!(PAYABLE as readonly string[]).includes(booking.status))
    throw new AppError('CONFLICT', MESSAGES.bookingNotPayable, 'BOOKING_NOT_PAYABLE');
  return {
    usd: amountUsd(booking),
    description: `Guide booking: ${booking.guideName}, ${booking.touristPlace} (${booking.numPeople} × ${booking.pricePerPerson} USD)`,
  };
}

/** The booking mails (spec §7 send-email's content), one to each side. */
async function mailBoth(tx: Store, booking: BookingDoc, amount: string): Promise<void> {
  const data = {
    touristMail: booking.touristEmail,
    guideName: booking.guideName,
    place: booking.touristPlace,
    location: booking.location,
    date: booking.date,
    time: booking.time,
    amount,
  };
  await emit(tx, TOPICS.mailRequested, {
    to: booking.touristEmail,
    template: 'booking-confirmed',
    data: { ...data, role: 'tourist' },
  });
  await emit(tx, TOPICS.mailRequested, {
    to: booking.guideEmail,
    template: 'booking-confirmed',
    data: { ...data, role: 'guide' },
  });
}

interface PaidOrder {
  _id: string;
  item: { type: 'booking'; bookingId: string };
  description: string;
}

/**
 * Credits a paid booking within the crediting transaction. A payment for a booking that can no
 * longer be paid (cancelled meanwhile, or paid by another order) is refunded in full.
 */
export async function bookingPaid(
  tx: Store,
  order: PaidOrder,
  paymentId: string,
  amount: string,
  now: Date,
): Promise<'paid' | 'refunded'> {
  const booking = await bookings(tx).findOne({ _id: order.item.bookingId });
  if (!booking || !(PAYABLE as readonly string[]).includes(booking.status) || booking.paidAt) {
    await requestRefund(tx, order._id, 100, order.description, now);
    return 'refunded';
  }
  const negotiated = booking.status === 'awaiting-payment';
  // An instant tour starts when it is paid for, not when the popup opened.
  const slot = booking.kind === 'instant' ? instantSlot(now) : booking;
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
  await mailBoth(tx, paid, amount);
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
  return 'paid';
}
