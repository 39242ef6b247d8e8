/**
 * The booking popups before payment: the guides free for a place (and slot), and a booking of one
 * of them that holds the guide's time while the tourist pays or negotiates.
 */
import {
  type AvailableGuidesInput,
  type CatalogPlace,
  type CreateBookingInput,
  type GuidePublicProfile,
  MESSAGES,
} from '@app/contracts';
import type { Store } from '@app/infra';
import { type Actor, requireUser } from '../accounts/actor.js';
import type { UserDoc } from '../accounts/users.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { GuideDoc } from '../guides/guide-store.js';
import { findGuide, guideName, isVerifiedGuide, publicProfile, verifiedGuides } from '../guides/guides.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { busyGuides, lockCalendar } from './calendar.js';
import { bookablePlace, guideMatches } from './matching.js';
import { instantSlot, reservedSlot, type Slot } from './slots.js';

/** How long an unpaid booking holds its guide's time: the life of the order that pays it, and more. */
export const DRAFT_HOLD_MS = 60 * 60_000;

const slotOf = (input: AvailableGuidesInput | CreateBookingInput, now: Date): Slot =>
  input.kind === 'instant' ? instantSlot(now) : reservedSlot(input.date, input.time, now);

/** `POST /api/bookings/guides`: the verified guides of the place who are free then (the grid). */
export async function availableGuides(
  deps: Deps,
  input: AvailableGuidesInput,
  now = new Date(),
): Promise<GuidePublicProfile[]> {
  const place = await bookablePlace(deps, input.touristPlace, input.city);
  const slot = slotOf(input, now);
  const matching = (await verifiedGuides(deps.store)).filter((g) => guideMatches(g, place, input.kind));
  const busy = await busyGuides(
    deps.store,
    matching.map((g) => g.email),
    slot,
    now,
  );
  const free = matching.filter((g) => !busy.has(g.email));
  return Promise.all(free.map((g) => publicProfile(deps.store, g)));
}

/** The guide, when it may be booked by this user for this place. */
async function bookableGuide(
  deps: Deps,
  user: UserDoc,
  guideEmail: string,
  place: CatalogPlace,
  kind: 'instant' | 'reserved',
): Promise<GuideDoc> {
  const guide = await findGuide(deps.store, guideEmail);
  if (!guide || !isVerifiedGuide(guide) || guide.email === user.email || !guideMatches(guide, place, kind))
    throw new AppError('BAD_REQUEST', MESSAGES.guideNotBookable, 'GUIDE_NOT_BOOKABLE');
  return guide;
}

/** Takes the slot for a new booking in the transaction, or refuses it when the guide is busy. */
export async function insertHolding(tx: Store, booking: BookingDoc, now: Date): Promise<void> {
  await lockCalendar(tx, booking.guideEmail);
  const busy = await busyGuides(tx, [booking.guideEmail], booking, now);
  if (busy.size > 0) throw new AppError('CONFLICT', MESSAGES.guideUnavailable, 'GUIDE_UNAVAILABLE');
  await bookings(tx).insertOne(booking);
}

/** A new unpaid booking of the guide, checked by every rule of spec §5; not yet stored. */
export async function draftBooking(
  deps: Deps,
  actor: Actor,
  input: CreateBookingInput,
  now: Date,
): Promise<BookingDoc> {
  const user = requireUser(actor);
  const place = await bookablePlace(deps, input.touristPlace, input.city);
  const slot = slotOf(input, now);
  const guide = await bookableGuide(deps, user, input.guideEmail, place, input.kind);
  return {
    _id: crypto.randomUUID(),
    kind: input.kind,
    status: 'draft',
    touristId: user._id,
    touristEmail: user.email,
    touristName: user.username,
    guideEmail: guide.email,
    guideName: guideName(guide),
    touristPlace: place.name,
    city: place.city,
    location: input.kind === 'reserved' ? input.location : `${place.name}, ${place.city}`,
    date: slot.date,
    time: slot.time,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    numPeople: input.numPeople,
    pricePerPerson: guide.guidePrice,
    negotiated: false,
    createdAt: now,
    holdUntil: new Date(now.getTime() + DRAFT_HOLD_MS),
  };
}

/** `POST /api/bookings`: books the guide, unpaid, holding the time while the tourist pays. */
export async function createBooking(deps: Deps, actor: Actor, input: CreateBookingInput, now = new Date()) {
  const booking = await draftBooking(deps, actor, input, now);
  await deps.store.transaction((tx) => insertHolding(tx, booking, now));
  return booking;
}
