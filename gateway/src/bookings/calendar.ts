/**
 * A guide's calendar: two bookings of one guide never overlap. Checking and taking a slot happen in
 * one transaction that first writes the guide's calendar document, so two transactions booking the
 * same guide conflict (MongoDB) or run one after the other (embedded) instead of both seeing it free.
 */
import type { Doc, Store } from '@app/infra';
import { type BookingDoc, bookings, HOLDING } from './booking-store.js';
import type { Slot } from './slots.js';

type CalendarDoc = Doc & { version: number };

/** Serialises bookings of one guide within the surrounding transaction. */
export async function lockCalendar(tx: Store, guideEmail: string): Promise<void> {
  await tx
    .collection<CalendarDoc>('guide_calendars')
    .updateOne({ _id: guideEmail }, { $inc: { version: 1 } }, { upsert: true });
}

/** Whether a booking still holds its guide's time at `now` (an unpaid hold lapses). */
export function holds(booking: BookingDoc, now: Date): boolean {
  if (!HOLDING.includes(booking.status)) return false;
  return booking.holdUntil === undefined || booking.holdUntil > now;
}

/** The guides among `guideEmails` busy at some moment of the slot. */
export async function busyGuides(
  store: Store,
  guideEmails: readonly string[],
  slot: Pick<Slot, 'startsAt' | 'endsAt'>,
  now: Date,
  exceptBookingId?: string,
): Promise<Set<string>> {
  if (guideEmails.length === 0) return new Set();
  const overlapping = await bookings(store).find({
    guideEmail: { $in: [...guideEmails] },
    status: { $in: [...HOLDING] },
    startsAt: { $lt: slot.endsAt },
    endsAt: { $gt: slot.startsAt },
  });
  return new Set(
    overlapping.filter((b) => b._id !== exceptBookingId && holds(b, now)).map((b) => b.guideEmail),
  );
}
