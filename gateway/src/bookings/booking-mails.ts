/**
 * The mails of a booking's state changes, one to each side it concerns, requested in the
 * transaction that changes the state (so a repeated or refused change mails nothing). Each copy is
 * worded by the mail worker from the state it is told (booking-update and the offer templates).
 */
import { type MailRequest, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { emit } from '../core/index.js';
import { formatMinor, orderAmount } from '../payments/index.js';
import type { BookingDoc } from './booking-store.js';
import { amountUsd } from './booking-view.js';

type Update = Extract<MailRequest, { template: 'booking-update' }>['data'];
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a state adds to the tour both copies describe. */
type StateFields = DistributiveOmit<Update, keyof ReturnType<typeof tour> | 'role'>;

const usdText = (usd: number) => formatMinor(Math.round(usd * 100), 'USD');

/** What the tourist paid, as the receipt shows it; before payment, what they are to pay. */
async function amountOf(tx: Store, booking: BookingDoc): Promise<string> {
  const paid = booking.orderId ? await orderAmount(tx, booking.orderId) : null;
  return paid ?? usdText(amountUsd(booking));
}

const tour = (b: BookingDoc, amount: string) => ({
  bookingId: b._id,
  kind: b.kind,
  guideName: b.guideName,
  touristName: b.touristName,
  touristEmail: b.touristEmail,
  place: b.touristPlace,
  location: b.location,
  date: b.date,
  time: b.time,
  numPeople: b.numPeople,
  amount,
});

/** The booking-update mail of `state`, to the tourist and to the guide. */
async function mailUpdate(tx: Store, b: BookingDoc, state: StateFields, amount?: string): Promise<void> {
  const about = tour(b, amount ?? (await amountOf(tx, b)));
  for (const role of ['tourist', 'guide'] as const)
    await emit(tx, TOPICS.mailRequested, {
      to: role === 'tourist' ? b.touristEmail : b.guideEmail,
      template: 'booking-update',
      data: { ...about, role, ...state },
    });
}

/**
 * A booking just paid (`amount` as credited): a request waits for the guide until its answerBy, an
 * accepted offer is confirmed.
 */
export async function mailPaid(tx: Store, booking: BookingDoc, amount: string): Promise<void> {
  if (booking.status === 'confirmed')
    return mailUpdate(tx, booking, { state: 'confirmed', negotiated: true }, amount);
  if (booking.status === 'requested' && booking.answerBy)
    return mailUpdate(tx, booking, { state: 'requested', answerBy: booking.answerBy.toISOString() }, amount);
}

/**
 * The guide answered (`booking` as it is after the answer): a paid request is confirmed or
 * declined (`refund` what goes back), an offer is to be paid or is declined.
 */
export async function mailAnswered(
  tx: Store,
  booking: BookingDoc,
  subject: 'booking' | 'negotiation',
  refund?: string,
): Promise<void> {
  if (subject === 'negotiation') return mailOfferAnswer(tx, booking);
  if (booking.status === 'confirmed')
    return mailUpdate(tx, booking, { state: 'confirmed', negotiated: false });
  if (booking.status === 'rejected')
    return mailUpdate(tx, booking, { state: 'rejected', ...(refund ? { refund } : {}) });
}

async function mailOfferAnswer(tx: Store, booking: BookingDoc): Promise<void> {
  const answer = {
    guideName: booking.guideName,
    place: booking.touristPlace,
    numPeople: booking.numPeople,
    pricePerPerson: booking.offerPrice ?? booking.pricePerPerson,
  };
  if (booking.status === 'awaiting-payment' && booking.holdUntil)
    await emit(tx, TOPICS.mailRequested, {
      to: booking.touristEmail,
      template: 'offer-answered',
      data: {
        ...answer,
        decision: 'accept',
        amount: usdText(amountUsd(booking)),
        payBy: booking.holdUntil.toISOString(),
      },
    });
  else if (booking.status === 'rejected')
    await emit(tx, TOPICS.mailRequested, {
      to: booking.touristEmail,
      template: 'offer-answered',
      data: { ...answer, decision: 'reject' },
    });
}

/** A paid request nobody answered in time. */
export const mailExpired = (tx: Store, booking: BookingDoc, refund?: string) =>
  mailUpdate(tx, booking, { state: 'expired', ...(refund ? { refund } : {}) });

/**
 * The tourist cancelled (`booking` as it was before): both hear of an offer, a request or a
 * booking; a draft was never sent to the guide, so it mails nobody.
 */
export async function mailCancelled(tx: Store, booking: BookingDoc, refund?: string): Promise<void> {
  const stage =
    booking.status === 'negotiating' || booking.status === 'awaiting-payment'
      ? 'offer'
      : booking.status === 'requested'
        ? 'request'
        : booking.status === 'confirmed'
          ? 'booking'
          : null;
  if (stage) await mailUpdate(tx, booking, { state: 'cancelled', stage, ...(refund ? { refund } : {}) });
}

/** The tourist's new offer (`booking` as it is now, negotiating), for the guide to answer. */
export async function mailOffered(tx: Store, booking: BookingDoc): Promise<void> {
  if (booking.offerPrice === undefined || !booking.holdUntil) return;
  await emit(tx, TOPICS.mailRequested, {
    to: booking.guideEmail,
    template: 'offer-received',
    data: {
      kind: booking.kind,
      touristName: booking.touristName,
      touristEmail: booking.touristEmail,
      place: booking.touristPlace,
      location: booking.location,
      date: booking.date,
      time: booking.time,
      numPeople: booking.numPeople,
      originalPrice: booking.pricePerPerson,
      offerPrice: booking.offerPrice,
      answerBy: booking.holdUntil.toISOString(),
    },
  });
}

/** The reminder of a confirmed tour, the day before, to both sides. */
export const mailReminder = (tx: Store, booking: BookingDoc) =>
  mailUpdate(tx, booking, { state: 'reminder' });
