/**
 * A paid request the guide leaves unanswered (30 minutes for an instant booking; 24 hours, and
 * before the tour starts, for a reserved one) is refunded in full and ends as `expired`. A sweep
 * every minute finds them; the clock is a parameter so tests can move it.
 */
import { TOPICS } from '@app/contracts';
import type { Deps } from '../deps.js';
import { emit } from '../events.js';
import { requestRefund } from '../payments/refunds.js';
import { type Periodic, runEvery } from '../system/periodic.js';
import { bookings } from './booking-store.js';

const EVERY_MS = 60_000;

/** One sweep; resolves with how many requests expired. */
export async function expireUnanswered(deps: Deps, now = new Date()): Promise<number> {
  const due = await bookings(deps.store).find({ status: 'requested', answerBy: { $lte: now } });
  let expired = 0;
  for (const booking of due) {
    const done = await deps.store.transaction(async (tx) => {
      const changed = await bookings(tx).updateOne(
        { _id: booking._id, status: 'requested' },
        { $set: { status: 'expired', decidedAt: now } },
      );
      if (changed.matched === 0 || !booking.orderId) return false;
      const refund = await requestRefund(
        tx,
        booking.orderId,
        100,
        `Guide booking not answered: ${booking.touristPlace}`,
        now,
      );
      await bookings(tx).updateOne({ _id: booking._id }, { $set: { refund: { percent: 100, ...refund } } });
      await emit(tx, TOPICS.bookingDecided, {
        bookingId: booking._id,
        subject: 'booking',
        decision: 'reject',
        reason: 'timeout',
        touristEmail: booking.touristEmail,
        guideEmail: booking.guideEmail,
        guideName: booking.guideName,
        touristPlace: booking.touristPlace,
        numPeople: booking.numPeople,
        pricePerPerson: booking.pricePerPerson,
        refund: refund.formatted,
      });
      return true;
    });
    if (done) expired++;
  }
  if (expired > 0) {
    deps.relay.nudge();
    deps.refundJob.nudge();
    deps.logger.info({ expired }, 'unanswered booking requests expired and refunded');
  }
  return expired;
}

/** Sweeps every minute until stopped. */
export function startAnswerTimeouts(deps: Deps): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'booking answer sweep', () => expireUnanswered(deps));
}
