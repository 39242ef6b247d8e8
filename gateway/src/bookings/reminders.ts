/**
 * The reminder of a confirmed reserved tour, mailed to both sides once, the day before: from 24
 * hours before it starts. A booking confirmed within those 24 hours is not reminded (its
 * confirmation mail is as fresh), nor an instant tour (it starts when paid). A sweep every few
 * minutes finds them; `remindedAt` is set with the mails, so two sweeps never mail one twice.
 */
import type { Ports } from '../core/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { mailReminder } from './booking-mails.js';
import { type BookingDoc, bookings } from './booking-store.js';

const EVERY_MS = 5 * 60_000;
const AHEAD_MS = 24 * 3600_000;

/** When it became confirmed: at payment for an accepted offer, at the guide's answer for a request. */
const confirmedAt = (b: BookingDoc) => (b.negotiated ? b.paidAt : b.decidedAt)?.getTime() ?? 0;

/** One sweep; resolves with how many tours were reminded. */
export async function remindDayBefore(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'>,
  now = new Date(),
): Promise<number> {
  const opens = now.getTime() + AHEAD_MS;
  const due = await bookings(deps.store).find({
    status: 'confirmed',
    kind: 'reserved',
    remindedAt: { $exists: false },
    startsAt: { $gt: now, $lte: new Date(opens) },
  });
  let reminded = 0;
  for (const booking of due) {
    if (confirmedAt(booking) > booking.startsAt.getTime() - AHEAD_MS) continue;
    const done = await deps.store.transaction(async (tx) => {
      const changed = await bookings(tx).updateOne(
        { _id: booking._id, status: 'confirmed', remindedAt: { $exists: false } },
        { $set: { remindedAt: now } },
      );
      if (changed.matched === 0) return false;
      await mailReminder(tx, booking);
      return true;
    });
    if (done) reminded++;
  }
  if (reminded > 0) {
    deps.relay.nudge();
    deps.logger.info({ reminded }, 'tours of tomorrow reminded');
  }
  return reminded;
}

/** Sweeps every few minutes until stopped. */
export function startReminders(deps: Pick<Ports, 'logger' | 'store' | 'relay'>): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'booking reminder sweep', () => remindDayBefore(deps));
}
