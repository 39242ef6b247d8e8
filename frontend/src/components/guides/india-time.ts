/**
 * Tours take place in India, so their times are India's (IST, UTC+05:30 all year, no daylight
 * saving): a traveller abroad reads the time the tour starts where it starts, and a guide's
 * datetime-local input means India time whatever the device's zone.
 */
import { BOOKING_HOURS } from '@app/contracts';

export const INDIA_TIME_ZONE = BOOKING_HOURS.timeZone;
const OFFSET_MS = (5 * 60 + 30) * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as India's wall clock, `YYYY-MM-DDTHH:mm`; '' when it cannot be read. */
export function toIndiaInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const india = new Date(time + OFFSET_MS);
  return `${india.getUTCFullYear()}-${pad(india.getUTCMonth() + 1)}-${pad(india.getUTCDate())}T${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`;
}

/** India's wall clock `YYYY-MM-DDTHH:mm` as an ISO date-time; '' when empty or not a date. */
export function fromIndiaInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value.trim())) return '';
  const time = Date.parse(`${value.trim()}:00Z`);
  return Number.isNaN(time) ? '' : new Date(time - OFFSET_MS).toISOString();
}

/** The calendar day in India, as a day number, for counting a tour's days. */
export function indiaDayNumber(iso: string): number | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : Math.floor((time + OFFSET_MS) / 86_400_000);
}
