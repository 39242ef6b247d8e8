import type { Ports } from '../core/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { bookings } from './booking-store.js';
import { emitDecided } from './decided-event.js';

/** The unpaid bookings the guide was told of. */
const OFFERS = ['negotiating', 'awaiting-payment'];

const EVERY_MS = 60_000;

/** One sweep; resolves with how many bookings ended. */
export async function endLapsed(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'>,
  now = new Date(),
): Promise<number> {
  const due = await bookings(deps.store).find({ status: { $in: OFFERS }, holdUntil: { $lte: now } });
  let ended = 0;
  for (const booking of due) {
    const done = await deps.store.transaction(async (tx) => {
      const changed = await bookings(tx).updateOne(
        { _id: booking._id, status: booking.status, holdUntil: { $lte: now } },
        { $set: { status: 'lapsed', decidedAt: now } },
      );
      if (changed.matched === 0) return false;
      await emitDecided(tx, booking, { subject: 'negotiation', decision: 'reject', reason: 'lapsed' });
      return true;
    });
    if (done) ended++;
  }
  if (ended > 0) {
    deps.relay.nudge();
    deps.logger.info({ ended }, 'lapsed offers ended');
  }
  return ended;
}

/** Sweeps every minute until stopped. */
export function startLapseSweep(deps: Pick<Ports, 'logger' | 'store' | 'relay'>): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'lapsed booking sweep', () => endLapsed(deps));
}
