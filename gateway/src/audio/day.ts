/** The company's day: counted in India (Asia/Kolkata), whatever the listener's or server's zone. */
import { BOOKING_HOURS, wallClock } from '@app/contracts';

const ZONE = BOOKING_HOURS.timeZone;

/** Today in India, as YYYY-MM-DD. */
export const today = (now: Date) => wallClock(now, ZONE).date;

/** When today ends in India: the instant its daily counters start again from zero. */
export function nextDayStart(now: Date): Date {
  const { date, time } = wallClock(now, ZONE);
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  // The zone's offset, from its wall clock read as if it were UTC (both to the minute).
  const offsetMs = Date.UTC(year, month - 1, day, hour, minute) - Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(Date.UTC(year, month - 1, day + 1) - offsetMs);
}
