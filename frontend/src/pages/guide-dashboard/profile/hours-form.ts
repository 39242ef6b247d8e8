/**
 * The "Your hours" form's state (issue 26) and its pure steps: one row per weekday, Sunday first
 * as WEEKDAYS counts, and the days off; prefilled from the guide's availability, checked by the
 * rules `guides.setAvailability` applies (guideAvailabilitySchema, without zod in the browser).
 */
import {
  CLOCK_TIME,
  GUIDE_ABOUT_MESSAGES,
  GUIDE_ABOUT_RULES,
  type GuideAvailability,
  isCalendarDate,
  WEEKDAYS,
} from '@app/contracts';

export interface DayHours {
  readonly works: boolean;
  readonly from: string;
  readonly to: string;
}

export interface HoursFormState {
  /** Seven rows, index = weekday (0 Sunday). */
  readonly days: readonly DayHours[];
  /** YYYY-MM-DD, sorted. */
  readonly daysOff: readonly string[];
}

/** What an unticked day offers once ticked: a usual guiding day. */
export const DEFAULT_HOURS = { from: '09:00', to: '18:00' } as const;

export function hoursFromAvailability(availability: GuideAvailability | null): HoursFormState {
  return {
    days: WEEKDAYS.map((_, day) => {
      const hours = availability?.weekly.find((item) => item.day === day);
      return hours === undefined
        ? { works: false, ...DEFAULT_HOURS }
        : { works: true, from: hours.from, to: hours.to };
    }),
    daysOff: [...(availability?.daysOff ?? [])].sort(),
  };
}

/** A ticked day whose hours the server would refuse: missing, or not starting before they end. */
export function badHours(hours: DayHours): boolean {
  return hours.works && !(CLOCK_TIME.test(hours.from) && CLOCK_TIME.test(hours.to) && hours.from < hours.to);
}

/** The weekdays (0 Sunday) whose hours are wrong; empty when the form may be sent. */
export function invalidDays(state: HoursFormState): number[] {
  return state.days.flatMap((hours, day) => (badHours(hours) ? [day] : []));
}

export type DayOffAnswer =
  | { readonly ok: true; readonly daysOff: string[] }
  | { readonly ok: false; readonly message: string };

/** The list with one more day off, or why it cannot take it. */
export function addDayOff(daysOff: readonly string[], date: string): DayOffAnswer {
  if (date === '') return { ok: false, message: 'Choose a date first.' };
  if (!isCalendarDate(date)) return { ok: false, message: GUIDE_ABOUT_MESSAGES.daysOff };
  if (daysOff.includes(date)) return { ok: false, message: 'That day is already in your days off.' };
  if (daysOff.length >= GUIDE_ABOUT_RULES.daysOffMax)
    return { ok: false, message: GUIDE_ABOUT_MESSAGES.daysOff };
  return { ok: true, daysOff: [...daysOff, date].sort() };
}

/** `guides.setAvailability`'s input; call once invalidDays is empty. */
export function toAvailabilityInput(state: HoursFormState): GuideAvailability {
  return {
    weekly: state.days.flatMap((hours, day) =>
      hours.works ? [{ day, from: hours.from, to: hours.to }] : [],
    ),
    daysOff: [...state.daysOff],
  };
}
