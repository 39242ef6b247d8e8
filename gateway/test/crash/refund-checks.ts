/**
 * Money owed back for a booking, checked from both sides: the product's refund record (one per
 * order, for the amount the booking says it owes) and the provider's payment, refunded that much
 * once, or released untouched when it was never captured, with its line in the buyer's transactions.
 */
import type { BookingDoc } from '../../src/bookings/booking-store.js';
import type { Findings } from './findings.js';
import type { Data, FinalTimes } from './stored-data.js';

export type RefundState = 'made' | 'waiting' | 'missing';

/**
 * Checks the refund `booking` owes; resolves how far it got. A refund owed before the final run
 * must have been made by its settlement round (when the run lived long enough for one); one owed
 * during the final run may still wait for it.
 */
export function checkRefund(
  booking: BookingDoc,
  data: Data,
  final: FinalTimes,
  findings: Findings,
  why: string,
): RefundState {
  const refund = booking.orderId ? data.refunds.find((r) => r._id === booking.orderId) : undefined;
  if (!refund || !booking.refund) {
    findings.lost(`refund owed for ${why} ${booking._id} (order ${booking.orderId})`);
    return 'missing';
  }
  if (refund.amountMinor !== booking.refund.amountMinor)
    findings.withoutEffect(
      `${why} ${booking._id} owes ${booking.refund.amountMinor}, its refund record ${refund.amountMinor}`,
    );
  const payment = data.sandboxPayments.find((p) => p._id === refund.paymentId);
  if (!payment) {
    findings.lost(`payment ${refund.paymentId} of ${why} ${booking._id}`);
    return 'missing';
  }
  if (payment.refunds.length > 1 || payment.amountRefunded > refund.amountMinor)
    findings.doubled(
      `${why} ${booking._id}: ${payment.refunds.length} refunds of ${payment._id}, ${payment.amountRefunded} of ${refund.amountMinor}`,
    );
  if (refund.status === 'pending') {
    const hadRound = final.sweptUntil !== null && refund.requestedAt < final.startedAt;
    if (hadRound) findings.withoutEffect(`refund of ${why} ${booking._id} still pending after the rounds`);
    return 'waiting';
  }
  // A hold let go is never captured; the provider gives it back whole once its capture window ends.
  const made =
    refund.released === true
      ? payment.captured !== true && [0, payment.amount].includes(payment.amountRefunded)
      : payment.amountRefunded === refund.amountMinor;
  if (!made)
    findings.withoutEffect(
      `refund of ${why} ${booking._id} processed, but ${payment._id} has ${payment.amountRefunded} of ${refund.amountMinor} refunded (released: ${refund.released === true})`,
    );
  if (!data.transactions.some((t) => t._id === `refund:${refund.orderId}`))
    findings.withoutEffect(`refund of ${why} ${booking._id} made without its line in the transactions`);
  return 'made';
}
