import type { Ports } from '../core/index.js';
import { requestRefund, type SettlementNudging } from '../payments/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { mailExpired } from './booking-mails.js';
import { bookings } from './booking-store.js';
import { emitDecided } from './decided-event.js';

const EVERY_MS = 60_000;

/** One sweep; resolves with how many requests expired. */
export async function expireUnanswered(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'> & SettlementNudging,
  now = new Date(),
): Promise<number> {
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
      await emitDecided(tx, booking, {
        subject: 'booking',
        decision: 'reject',
        reason: 'timeout',
        refund: refund.formatted,
        released: true,
      });
      await mailExpired(tx, booking, refund.formatted);
      return true;
    });
    if (done) expired++;
  }
  if (expired > 0) {
    deps.relay.nudge();
    deps.settlementJob.nudge();
    deps.logger.info({ expired }, 'unanswered booking requests expired and refunded');
  }
  return expired;
}

/** Sweeps every minute until stopped. */
export function startAnswerTimeouts(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'> & SettlementNudging,
): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'booking answer sweep', () => expireUnanswered(deps));
}
