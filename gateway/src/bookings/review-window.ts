/**
 * The review window of a completed tour (issue 26): REVIEW_WINDOW.days after the tour both sides
 * may review it; once REVIEW_WINDOW.reminderAfterDays have passed, a side that has not written is
 * mailed one reminder (`reviewRemindedAt` is set with the mails, so two sweeps never remind twice);
 * when the window ends, a review still sealed is published all the same.
 */
import { REVIEW_WINDOW, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { emit, type Ports } from '../core/index.js';
import { publishDueReviews } from '../reviews/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { isCompleted, reviewWindowEnd } from './booking-view.js';

const EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3600_000;
const CLOSES = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The reminder to whichever side has not reviewed the tour yet. */
async function mailReminders(tx: Store, b: BookingDoc): Promise<void> {
  const closesOn = CLOSES.format(reviewWindowEnd(b));
  const tour = { place: b.touristPlace, date: b.date, closesOn };
  if (!b.reviewed)
    await emit(tx, TOPICS.mailRequested, {
      to: b.touristEmail,
      template: 'review-reminder',
      data: { role: 'tourist', otherName: b.guideName, ...tour },
    });
  if (!b.guideReviewed)
    await emit(tx, TOPICS.mailRequested, {
      to: b.guideEmail,
      template: 'review-reminder',
      data: { role: 'guide', otherName: b.touristName, ...tour },
    });
}

/** Reminds the tours due a reminder; resolves with how many were reminded. */
export async function remindReviews(deps: Pick<Ports, 'store' | 'relay'>, now: Date): Promise<number> {
  // Tours that ended between the window's length and the reminder's delay ago.
  const due = await bookings(deps.store).find({
    status: 'confirmed',
    reviewRemindedAt: { $exists: false },
    endsAt: {
      $lte: new Date(now.getTime() - REVIEW_WINDOW.reminderAfterDays * DAY_MS),
      $gt: new Date(now.getTime() - REVIEW_WINDOW.days * DAY_MS),
    },
  });
  let reminded = 0;
  for (const booking of due) {
    if (!isCompleted(booking, now) || (booking.reviewed && booking.guideReviewed)) continue;
    const done = await deps.store.transaction(async (tx) => {
      const changed = await bookings(tx).updateOne(
        { _id: booking._id, reviewRemindedAt: { $exists: false } },
        { $set: { reviewRemindedAt: now } },
      );
      if (changed.matched === 0) return false;
      // As the booking is now: a review written since the read needs no reminder.
      const current = await bookings(tx).findOne({ _id: booking._id });
      if (current) await mailReminders(tx, current);
      return true;
    });
    if (done) reminded++;
  }
  if (reminded > 0) deps.relay.nudge();
  return reminded;
}

/** One sweep: reminders, then the reviews whose window ended. */
export async function sweepReviewWindows(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'>,
  now = new Date(),
): Promise<{ reminded: number; published: number }> {
  const reminded = await remindReviews(deps, now);
  const published = await publishDueReviews(deps.store, now);
  if (reminded + published > 0) deps.logger.info({ reminded, published }, 'review windows swept');
  return { reminded, published };
}

/** Sweeps every ten minutes until stopped. */
export function startReviewWindow(deps: Pick<Ports, 'logger' | 'store' | 'relay'>): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'review window sweep', () => sweepReviewWindows(deps));
}
