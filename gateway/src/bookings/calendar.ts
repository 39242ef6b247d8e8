/**
 * A guide's calendar: two paid bookings of one guide never overlap. Checking and taking a slot happen in
 * one transaction that first writes the guide's calendar document, so two transactions booking the
 * same guide conflict (MongoDB) or run one after the other (embedded) instead of both seeing it free.
 */
import type { Doc, Store } from '@app/infra';
import { type BookingDoc, bookings, HOLDING } from './booking-store.js';
import type { Slot } from './slots.js';

type CalendarDoc = Doc & { version: number };

const calendars = (store: Store) => store.collection<CalendarDoc>('guide_calendars');

/** Serialises bookings of one guide within the surrounding transaction. */
export async function lockCalendar(tx: Store, guideEmail: string): Promise<void> {
  await calendars(tx).updateOne({ _id: guideEmail }, { $inc: { version: 1 } }, { upsert: true });
}

/** An erased guide's lock document goes: it is keyed by an e-mail someone may register again. */
export async function forgetCalendar(tx: Store, guideEmail: string): Promise<void> {
  await calendars(tx).deleteOne({ _id: guideEmail });
}

/**
 * Whether a booking holds its guide's time: only a paid one that is waiting for the guide's answer
 * or was accepted. Drafts and offers hold nothing, so nobody can squat a guide's calendar unpaid;
 * a payment for a slot taken meanwhile is refunded (paid.ts).
 */
export function holds(booking: BookingDoc): boolean {
  return HOLDING.includes(booking.status) && booking.paidAt !== undefined;
}

/** The guides among `guideEmails` busy at some moment of the slot. */
export async function busyGuides(
  store: Store,
  guideEmails: readonly string[],
  slot: Pick<Slot, 'startsAt' | 'endsAt'>,
  exceptBookingId?: string,
): Promise<Set<string>> {
  if (guideEmails.length === 0) return new Set();
  const overlapping = await bookings(store).find({
    guideEmail: { $in: [...guideEmails] },
    status: { $in: [...HOLDING] },
    startsAt: { $lt: slot.endsAt },
    endsAt: { $gt: slot.startsAt },
  });
  return new Set(overlapping.filter((b) => b._id !== exceptBookingId && holds(b)).map((b) => b.guideEmail));
}
