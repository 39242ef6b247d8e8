/**
 * What a guide tells travellers beyond the spec's form (issue 26): a short bio, the languages they
 * guide in and their years of experience; and when they guide: weekly hours and days off, wall-clock
 * in India (BOOKING_HOURS.timeZone). Rules without zod, so the browser imports them alone.
 */
export const GUIDE_ABOUT_RULES = {
  bioMax: 600,
  languagesMax: 8,
  yearsMax: 60,
  daysOffMax: 60,
} as const;

/** The languages a guide may say they guide in. */
export const GUIDE_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Odia',
  'Punjabi',
  'Tamil',
  'Telugu',
  'Urdu',
  'Arabic',
  'Chinese',
  'French',
  'German',
  'Italian',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Spanish',
] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

/** Sunday first, as Date#getUTCDay counts. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The hours of one weekday a guide works: `from` to `to`, HH:MM, `from` before `to`. */
export interface WorkingHours {
  /** 0 Sunday … 6 Saturday. */
  day: number;
  from: string;
  to: string;
}

/** Weekdays not listed are days off; `daysOff` are dates (YYYY-MM-DD) off besides. */
export interface GuideAvailability {
  weekly: WorkingHours[];
  daysOff: string[];
}

export interface GuideAbout {
  bio: string;
  languages: GuideLanguage[];
  /** Null while the guide has not said. */
  yearsOfExperience: number | null;
}

export const GUIDE_ABOUT_MESSAGES = {
  bioLength: `The bio must be at most ${GUIDE_ABOUT_RULES.bioMax} characters.`,
  languages: `Choose at most ${GUIDE_ABOUT_RULES.languagesMax} languages from the list.`,
  years: `Years of experience must be a whole number from 0 to ${GUIDE_ABOUT_RULES.yearsMax}.`,
  hours: 'Each working day needs a start time before its end time.',
  daysOff: `Days off must be real dates, at most ${GUIDE_ABOUT_RULES.daysOffMax}.`,
  offHours: 'This guide does not guide at that time. Please choose another time or guide.',
} as const;

/** A time of day as `<input type="time">` gives it: HH:MM, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written YYYY-MM-DD (what `<input type="date">` gives). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

/**
 * Whether a tour fits the guide's availability: its date is no day off, its weekday is worked,
 * and it starts and ends within that day's hours. No availability set: any time.
 */
export function fitsAvailability(
  availability: GuideAvailability | null | undefined,
  tour: { date: string; time: string; hours: number },
): boolean {
  if (!availability) return true;
  if (availability.daysOff.includes(tour.date)) return false;
  const [year, month, day] = tour.date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const start = minutesOf(tour.time);
  const end = start + tour.hours * 60;
  return availability.weekly.some(
    (hours) => hours.day === weekday && minutesOf(hours.from) <= start && end <= minutesOf(hours.to),
  );
}
