/**
 * When a tour happens and for how long it holds its guide. Times are wall-clock in India
 * (BOOKING_HOURS.timeZone), where the guides are, whatever the tourist's own time zone.
 */
import { BOOKING_HOURS, BOOKING_RULES, checkBookingSlot, wallClock } from '@app/contracts';
import { AppError } from '../core/index.js';

const HOUR_MS = 3600_000;

/** The instant a wall-clock date and time in `timeZone` names. */
export function zonedInstant(date: string, time: string, timeZone = BOOKING_HOURS.timeZone): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment: what its clock reads at asUtc, less asUtc.
  const seen = wallClock(new Date(asUtc), timeZone);
  const [sy, sm, sd] = seen.date.split('-').map(Number) as [number, number, number];
  const [sh, smin] = seen.time.split(':').map(Number) as [number, number];
  const offset = Date.UTC(sy, sm - 1, sd, sh, smin) - asUtc;
  return new Date(asUtc - offset);
}

export interface Slot {
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** An instant tour starts now. */
export function instantSlot(now: Date): Slot {
  const { date, time } = wallClock(now, BOOKING_HOURS.timeZone);
  return { date, time, startsAt: now, endsAt: new Date(now.getTime() + BOOKING_RULES.tourHours * HOUR_MS) };
}

/** A reserved tour's slot, refused (spec §5 messages) when past, outside 07:00-21:00 or too far ahead. */
export function reservedSlot(date: string, time: string, now: Date): Slot {
  const problem = checkBookingSlot({ date, time }, now);
  if (problem) throw new AppError('BAD_REQUEST', problem, 'BOOKING_SLOT');
  const startsAt = zonedInstant(date, time);
  if (startsAt.getTime() - now.getTime() > BOOKING_RULES.maxDaysAhead * 24 * HOUR_MS)
    throw new AppError(
      'BAD_REQUEST',
      `Tours can be booked at most ${BOOKING_RULES.maxDaysAhead} days ahead.`,
      'BOOKING_SLOT',
    );
  return { date, time, startsAt, endsAt: new Date(startsAt.getTime() + BOOKING_RULES.tourHours * HOUR_MS) };
}

/** Until when a guide may answer a paid request: 30 minutes (instant), 24 hours and before the tour (reserved). */
export function answerDeadline(kind: 'instant' | 'reserved', paidAt: Date, startsAt: Date): Date {
  if (kind === 'instant') return new Date(paidAt.getTime() + BOOKING_RULES.instantAnswerMinutes * 60_000);
  const day = paidAt.getTime() + BOOKING_RULES.reservedAnswerHours * HOUR_MS;
  return new Date(Math.max(paidAt.getTime(), Math.min(day, startsAt.getTime())));
}

/**
 * How long a paid request's authorisation stays capturable: the order's lifetime, the guide's
 * answer window, and a margin for a capture round that runs late. Well under the 3 days after which
 * Razorpay releases an uncaptured payment by itself.
 */
export function captureWindowMinutes(kind: 'instant' | 'reserved'): number {
  const answer =
    kind === 'instant' ? BOOKING_RULES.instantAnswerMinutes : BOOKING_RULES.reservedAnswerHours * 60;
  return answer + BOOKING_RULES.unpaidLapseMinutes + (kind === 'instant' ? 45 : 105);
}
