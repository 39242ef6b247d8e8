/** How guide amounts and tour dates read on the dashboard and the public tour plans list. */

import { onFirstUse } from '../../app/on-first-use';
import { INDIA_TIME_ZONE, indiaDayNumber } from './india-time';

const USD = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    }),
);
const DAY_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: INDIA_TIME_ZONE,
      timeZoneName: 'short',
    }),
);

/** '$1,234.50': an amount in US dollars (guide prices and earnings are kept in USD, spec §9). */
export function formatUsd(amount: number): string {
  return USD().format(amount);
}

/** '12 Mar 2026' in India, or '' for a date that cannot be read. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY().format(date);
}

/** '12 Mar 2026, 9:00 am IST', or '' for a date that cannot be read. */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_TIME().format(date);
}

/** Whole days a tour spans in India, counting both ends: 9 am to 5 pm the same day is 1 day. */
export function tourDays(startIso: string, endIso: string): number {
  const start = indiaDayNumber(startIso);
  const end = indiaDayNumber(endIso);
  if (start === null || end === null || Date.parse(endIso) < Date.parse(startIso)) return 0;
  return end - start + 1;
}
