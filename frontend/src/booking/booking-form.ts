/**
 * The details form and the offer as pure functions (spec §5): the messages the popups show before
 * anything is sent, word for word the contracts' rules, and the requests built from the form.
 */
import {
  type AvailableGuidesInput,
  BOOKING_HOURS,
  BOOKING_RULES,
  type BookingKind,
  type CreateBookingInput,
  checkBookingSlot,
  checkOffer,
  checkPeople,
  MESSAGES,
  wallClock,
} from '@app/contracts';
import type { DetailsFields } from './booking-steps';

export type DetailsErrors = Partial<Record<keyof DetailsFields, string>>;

/** The place being booked, as the Explore page names it. */
export interface BookingPlace {
  readonly touristPlace: string;
  readonly city?: string;
}

const TOO_MANY_PEOPLE = `At most ${BOOKING_RULES.maxPeople} people can book one guide.`;

/** The fields of each kind, in the order the form shows them: the first invalid one gets focus. */
export const FIELDS_OF: Record<BookingKind, ReadonlyArray<keyof DetailsFields>> = {
  instant: ['people'],
  reserved: ['location', 'date', 'time', 'people'],
};

export function checkPeopleText(text: string): string | null {
  const trimmed = text.trim();
  const count = trimmed === '' ? Number.NaN : Number(trimmed);
  const problem = checkPeople(count);
  if (problem !== null) return problem;
  return count > BOOKING_RULES.maxPeople ? TOO_MANY_PEOPLE : null;
}

/**
 * Every message of the form at once: the people rule, and for a reserved tour the required fields
 * ('Please fill in all required fields.') and then the slot (not in the past, 7am to before 9pm).
 */
export function checkDetails(kind: BookingKind, fields: DetailsFields, now: Date): DetailsErrors {
  const errors: DetailsErrors = {};
  const people = checkPeopleText(fields.people);
  if (people !== null) errors.people = people;
  if (kind === 'instant') return errors;
  if (fields.location.trim() === '') errors.location = MESSAGES.guideFieldsRequired;
  if (fields.date === '') errors.date = MESSAGES.guideFieldsRequired;
  if (fields.time === '') errors.time = MESSAGES.guideFieldsRequired;
  if (fields.date !== '' && fields.time !== '') {
    const slot = checkBookingSlot({ date: fields.date, time: fields.time }, now);
    // An hour outside 7am-9pm is the time's fault; a past or unreal date-time is the date's.
    if (slot === MESSAGES.bookingHours) errors.time = slot;
    else if (slot !== null) errors.date = slot;
  }
  return errors;
}

export function firstInvalid(kind: BookingKind, errors: DetailsErrors): keyof DetailsFields | null {
  return FIELDS_OF[kind].find((field) => errors[field] !== undefined) ?? null;
}

/** The guide grid's search for the form (checked first). */
export function searchFor(
  kind: BookingKind,
  place: BookingPlace,
  fields: DetailsFields,
): AvailableGuidesInput {
  const where = { touristPlace: place.touristPlace, ...(place.city ? { city: place.city } : {}) };
  return kind === 'instant' ? { kind, ...where } : { kind, ...where, date: fields.date, time: fields.time };
}

/** The draft booking of a chosen guide for the grid's search. */
export function bookingFor(
  search: AvailableGuidesInput,
  fields: DetailsFields,
  guideEmail: string,
): CreateBookingInput {
  const numPeople = Number(fields.people.trim());
  return search.kind === 'instant'
    ? { ...search, guideEmail, numPeople }
    : { ...search, guideEmail, numPeople, location: fields.location.trim() };
}

/** The reserved form's date range: today in India (where the guides are) to a year ahead. */
export function dateBounds(now: Date): { min: string; max: string } {
  const today = wallClock(now, BOOKING_HOURS.timeZone).date;
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + BOOKING_RULES.maxDaysAhead);
  return { min: today, max: last.toISOString().slice(0, 10) };
}

/** The offer as typed: 'Price must be bwtween (10 to 20)' unless strictly between, in cents. */
export function checkOfferText(text: string): string | null {
  const trimmed = text.trim();
  return checkOffer(trimmed === '' ? Number.NaN : Number(trimmed));
}

/** Spec §9: the amount is the price per person times the people, in whole cents. */
export function amountFor(pricePerPerson: number, people: number): number {
  return Math.round(pricePerPerson * 100 * people) / 100;
}
