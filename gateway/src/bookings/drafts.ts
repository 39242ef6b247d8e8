/**
 * The booking popups before payment: the guides free for a place (and slot), and an unpaid booking
 * of one of them, which lapses unless it is paid (or offered on) in time and holds no guide.
 */
import {
  type AvailableGuidesInput,
  BOOKING_RULES,
  type CatalogPlace,
  type CreateBookingInput,
  GUIDE_ABOUT_MESSAGES,
  type GuidePublicProfile,
  MESSAGES,
} from '@app/contracts';
import type { Store } from '@app/infra';
import { type Account, type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import {
  findGuide,
  type Guide,
  guideName,
  guidesAt,
  isVerifiedGuide,
  publicProfile,
  verifiedGuides,
} from '../guides/index.js';
import { type BookingDoc, bookings, UNPAID, UNPAID_LAPSE_MS } from './booking-store.js';
import { busyGuides, lockCalendar } from './calendar.js';
import { bookablePlace, guideMatches } from './matching.js';
import { instantSlot, reservedSlot, type Slot } from './slots.js';

const slotOf = (input: AvailableGuidesInput | CreateBookingInput, now: Date): Slot =>
  input.kind === 'instant' ? instantSlot(now) : reservedSlot(input.date, input.time, now);

/** `POST /api/bookings/guides`: the verified guides of the place who are free then (the grid). */
export async function availableGuides(
  deps: Pick<Ports, 'store' | 'places'>,
  input: AvailableGuidesInput,
  now = new Date(),
): Promise<GuidePublicProfile[]> {
  const place = await bookablePlace(deps, input.touristPlace, input.city);
  const slot = slotOf(input, now);
  const matching = (await verifiedGuides(deps.store)).filter(
    (g) => guideMatches(g, place, input.kind) && guidesAt(g, slot),
  );
  const busy = await busyGuides(
    deps.store,
    matching.map((g) => g.email),
    slot,
  );
  const free = matching.filter((g) => !busy.has(g.email));
  return Promise.all(free.map((g) => publicProfile(deps, g)));
}

/** The guide, when it may be booked by this user for this place. */
async function bookableGuide(
  deps: Pick<Ports, 'store'>,
  user: Account,
  guideEmail: string,
  place: CatalogPlace,
  slot: Slot,
  kind: 'instant' | 'reserved',
): Promise<Guide> {
  const guide = await findGuide(deps.store, guideEmail);
  if (!guide || !isVerifiedGuide(guide) || guide.email === user.email || !guideMatches(guide, place, kind))
    throw new AppError('BAD_REQUEST', MESSAGES.guideNotBookable, 'GUIDE_NOT_BOOKABLE');
  if (!guidesAt(guide, slot))
    throw new AppError('CONFLICT', GUIDE_ABOUT_MESSAGES.offHours, 'GUIDE_UNAVAILABLE');
  return guide;
}

/** Refuses a new unpaid booking to a tourist who has BOOKING_RULES.maxOpenUnpaid open already. */
export async function checkOpenUnpaid(tx: Store, touristId: string, now: Date): Promise<void> {
  const open = await bookings(tx).count({
    touristId,
    status: { $in: [...UNPAID] },
    holdUntil: { $gt: now },
  });
  if (open >= BOOKING_RULES.maxOpenUnpaid)
    throw new AppError('CONFLICT', MESSAGES.tooManyOpenBookings, 'TOO_MANY_OPEN_BOOKINGS');
}

/**
 * Stores a new unpaid booking in the transaction: refused when the guide is paid for at that time
 * already, or when the tourist has too many open. It holds nothing until it is paid.
 */
export async function insertUnpaid(tx: Store, booking: BookingDoc, now: Date): Promise<void> {
  // Per tourist, so two tabs cannot both take the last of the open places.
  await lockCalendar(tx, `tourist:${booking.touristId}`);
  await checkOpenUnpaid(tx, booking.touristId, now);
  const busy = await busyGuides(tx, [booking.guideEmail], booking);
  if (busy.size > 0) throw new AppError('CONFLICT', MESSAGES.guideUnavailable, 'GUIDE_UNAVAILABLE');
  await bookings(tx).insertOne(booking);
}

/** A new unpaid booking of the guide, checked by every rule of spec §5; not yet stored. */
export async function draftBooking(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  input: CreateBookingInput,
  now: Date,
): Promise<BookingDoc> {
  const user = requireUser(actor);
  const place = await bookablePlace(deps, input.touristPlace, input.city);
  const slot = slotOf(input, now);
  const guide = await bookableGuide(deps, user, input.guideEmail, place, slot, input.kind);
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
    holdUntil: new Date(now.getTime() + UNPAID_LAPSE_MS),
    version: 0,
  };
}

/** `POST /api/bookings`: books the guide, unpaid; the guide is held once it is paid. */
export async function createBooking(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  input: CreateBookingInput,
  now = new Date(),
) {
  const booking = await draftBooking(deps, actor, input, now);
  await deps.store.transaction((tx) => insertUnpaid(tx, booking, now));
  return booking;
}
