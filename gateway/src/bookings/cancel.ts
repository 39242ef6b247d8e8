/**
 * A tourist cancels their booking, refunded by the rules of the refund page (REFUND_POLICY): an
 * unpaid one costs nothing; a paid one before its tour is refunded in full or less the deduction
 * (booking-view.ts, cancelRefundPercent); a started tour cannot be cancelled.
 */
import { MESSAGES } from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { requestRefund, type SettlementNudging } from '../payments/index.js';
import { mailCancelled } from './booking-mails.js';
import { bookings } from './booking-store.js';
import { cancelRefundPercent, toBookingView } from './booking-view.js';
import { emitDecided } from './decided-event.js';

/** `POST /api/bookings/{id}/cancel`. */
export async function cancelBooking(
  deps: Pick<Ports, 'store' | 'relay'> & SettlementNudging,
  actor: Actor,
  bookingId: string,
  now = new Date(),
) {
  const user = requireUser(actor);
  const outcome = await deps.store.transaction(async (tx) => {
    const booking = await bookings(tx).findOne({ _id: bookingId });
    if (!booking || booking.touristId !== user._id)
      throw new AppError('NOT_FOUND', MESSAGES.bookingMissing, 'BOOKING_MISSING');
    const percent = cancelRefundPercent(booking, now);
    if (percent === null)
      throw new AppError('CONFLICT', MESSAGES.bookingNotCancellable, 'BOOKING_NOT_CANCELLABLE');
    const refund =
      booking.orderId && booking.paidAt
        ? await requestRefund(
            tx,
            booking.orderId,
            percent,
            `Guide booking cancelled: ${booking.touristPlace}`,
            now,
          )
        : undefined;
    const cancelled = {
      ...booking,
      status: 'cancelled' as const,
      decidedAt: now,
      ...(refund ? { refund: { percent, ...refund } } : {}),
    };
    const { _id, ...fields } = cancelled;
    await bookings(tx).updateOne({ _id }, { $set: fields });
    // The guide hears of it when it had been asked (an offer or a paid request); a draft was never sent.
    if (booking.status !== 'draft')
      await emitDecided(tx, booking, {
        subject: booking.paidAt ? 'booking' : 'negotiation',
        decision: 'reject',
        reason: 'cancelled',
        ...(refund ? { refund: refund.formatted, released: booking.status === 'requested' } : {}),
      });
    await mailCancelled(tx, booking, refund?.formatted);
    return { view: toBookingView(cancelled, now), refunded: refund !== undefined };
  });
  deps.relay.nudge();
  if (outcome.refunded) deps.settlementJob.nudge();
  return { message: MESSAGES.bookingCancelled, booking: outcome.view };
}
