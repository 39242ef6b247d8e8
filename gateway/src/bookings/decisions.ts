/**
 * The guide's answer (spec §4 Notification decision, `POST /api/save-decision`): only the guide the
 * notification is for, only while it reads 'pending...'; a repeat changes nothing. Accepting an
 * offer lets the tourist pay it; accepting a paid request confirms it and captures its authorised
 * payment; rejecting a paid request releases it in full. The notification, the booking, the
 * capture or release, and the event change together.
 */
import { DECISIONS, type Descision, MESSAGES, type SaveDecisionInput } from '@app/contracts';
import type { Store } from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { findNotification, setDescision } from '../notifications/index.js';
import { requestCapture, requestRefund, type SettlementNudging } from '../payments/index.js';
import { mailAnswered } from './booking-mails.js';
import { type BookingDoc, bookings, hasLapsed, UNPAID_LAPSE_MS } from './booking-store.js';
import { emitDecided } from './decided-event.js';

const answered = () => new AppError('CONFLICT', MESSAGES.alreadyAnswered, 'ALREADY_ANSWERED');

/** The booking's new fields for the answer, and the refund it owes (paid requests rejected). */
async function answer(
  tx: Store,
  booking: BookingDoc,
  subject: 'booking' | 'negotiation',
  decision: 'accept' | 'reject',
  now: Date,
) {
  if (subject === 'negotiation') {
    if (hasLapsed(booking, now)) throw new AppError('CONFLICT', MESSAGES.bookingLapsed, 'BOOKING_LAPSED');
    if (booking.status !== 'negotiating') throw answered();
    const version = (booking.version ?? 0) + 1;
    if (decision === 'reject') return { set: { status: 'rejected' as const, decidedAt: now, version } };
    return {
      set: {
        status: 'awaiting-payment' as const,
        negotiated: true,
        pricePerPerson: booking.offerPrice ?? booking.pricePerPerson,
        holdUntil: new Date(now.getTime() + UNPAID_LAPSE_MS),
        decidedAt: now,
        version,
      },
    };
  }
  if (booking.status !== 'requested' || !booking.orderId) throw answered();
  // Past the deadline the request is the answer sweep's to expire, even before its next round
  // (after an outage): the hold it would capture may be released already.
  if (booking.answerBy && booking.answerBy <= now)
    throw new AppError('CONFLICT', MESSAGES.answerTooLate, 'ANSWER_TOO_LATE');
  if (decision === 'accept') {
    await requestCapture(tx, booking.orderId, now);
    return { set: { status: 'confirmed' as const, decidedAt: now }, settle: true };
  }
  const refund = await requestRefund(
    tx,
    booking.orderId,
    100,
    `Guide booking declined: ${booking.touristPlace}`,
    now,
  );
  return {
    set: { status: 'rejected' as const, decidedAt: now, refund: { percent: 100, ...refund } },
    refund,
    settle: true,
  };
}

/** `POST /api/save-decision` {id, decision}. */
export async function saveDecision(
  deps: Pick<Ports, 'store' | 'relay'> & SettlementNudging,
  actor: Actor,
  input: SaveDecisionInput,
  now = new Date(),
) {
  const user = requireUser(actor);
  const settles = await deps.store.transaction(async (tx) => {
    const notification = await findNotification(tx, input.id);
    if (notification?.role !== 'guide')
      throw new AppError('NOT_FOUND', MESSAGES.notificationMissing, 'NOTIFICATION_MISSING');
    if (notification.recipient !== user.email)
      throw new AppError('FORBIDDEN', MESSAGES.wrongAccount, 'WRONG_ACCOUNT');
    if (notification.descision !== DECISIONS.pending) throw answered();
    const booking = await bookings(tx).findOne({ _id: notification.bookingId });
    if (!booking) throw answered();
    const { set, refund, settle } = await answer(tx, booking, notification.subject, input.decision, now);
    await bookings(tx).updateOne({ _id: booking._id }, { $set: set });
    await setDescision(tx, notification._id, input.decision as Descision);
    await emitDecided(
      tx,
      { ...booking, ...set },
      {
        subject: notification.subject,
        decision: input.decision,
        reason: 'guide',
        ...(refund ? { refund: refund.formatted, released: true } : {}),
      },
    );
    await mailAnswered(tx, { ...booking, ...set }, notification.subject, refund?.formatted);
    return settle === true;
  });
  deps.relay.nudge();
  if (settles) deps.settlementJob.nudge();
  return { message: MESSAGES.decisionSaved, decision: input.decision };
}
