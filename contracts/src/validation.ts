/**
 * The validation rules of spec §5 as pure functions. Each returns the exact message of the
 * rule when the value breaks it, or null when it is fine, so a form and a route agree word for word.
 */
import { BOOKING_HOURS, NEGOTIATION, PASSWORD_LENGTH } from './business.js';
import { MESSAGES } from './messages.js';

// In a module of its own so that the phone metadata only loads with the pages that check a phone.
export { checkPhone } from './phone-rule.js';

export type RuleResult = string | null;

const WHITESPACE = /\s/;

/**
 * Whether the text is an e-mail address as the spec's pattern says (text, @, text, dot, text:
 * deliberately simple), read in one pass: the pattern itself backtracks for seconds on "a@" and
 * tens of thousands of dots (issue 23), so it lives only in the test that checks the two agree.
 */
export function checkEmail(value: string): RuleResult {
  const at = value.indexOf('@');
  const domain = value.slice(at + 1);
  const valid =
    at >= 1 &&
    !WHITESPACE.test(value) &&
    !domain.includes('@') &&
    domain.length >= 3 &&
    domain.slice(1, -1).includes('.');
  return valid ? null : MESSAGES.invalidEmail;
}

export function checkPassword(value: string): RuleResult {
  const { min, max } = PASSWORD_LENGTH;
  return value.length >= min && value.length <= max ? null : MESSAGES.passwordLength;
}

export function checkPeople(value: number): RuleResult {
  return Number.isInteger(value) && value >= 1 ? null : MESSAGES.peopleMinimum;
}

/**
 * Offer strictly between 10 and 20 USD, in steps of one cent; the bounds are compared in cents
 * after rounding, so 19.999999999 (20.00) and 10.0000000001 (10.00) are refused.
 */
export function checkOffer(value: number): RuleResult {
  if (!Number.isFinite(value)) return MESSAGES.offerRange;
  const cents = Math.round(value * 100);
  const wholeCents = Math.abs(cents - value * 100) < 1e-6;
  const inRange = cents > NEGOTIATION.minExclusive * 100 && cents < NEGOTIATION.maxExclusive * 100;
  return inRange && wholeCents ? null : MESSAGES.offerRange;
}

export interface Slot {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** Wall-clock date and time of `now` in `timeZone`, in the same shape as a slot. */
export function wallClock(now: Date, timeZone: string): Slot {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A reserved booking's slot: a real date and time, not before `now` in the guide's time zone,
 * starting from 07:00 and before 21:00.
 */
export function checkBookingSlot(slot: Slot, now: Date, timeZone = BOOKING_HOURS.timeZone): RuleResult {
  const d = DATE_PATTERN.exec(slot.date);
  const t = TIME_PATTERN.exec(slot.time);
  if (!d || !t) return MESSAGES.bookingInPast;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day;
  if (!realDate || hour > 23 || minute > 59) return MESSAGES.bookingInPast;
  const current = wallClock(now, timeZone);
  // ISO date and zero-padded time compare correctly as strings.
  if (`${slot.date}T${slot.time}` < `${current.date}T${current.time}`) return MESSAGES.bookingInPast;
  if (hour < BOOKING_HOURS.firstHour || hour >= BOOKING_HOURS.endHour) return MESSAGES.bookingHours;
  return null;
}

/** Empty or whitespace-only preference text is refused. */
export function checkPreference(value: string): RuleResult {
  return value.trim().length > 0 ? null : MESSAGES.invalidPreference;
}

export function checkOpinion(value: string): RuleResult {
  return value.trim().length > 0 ? null : MESSAGES.emptyOpinion;
}
