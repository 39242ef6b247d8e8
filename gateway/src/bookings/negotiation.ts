/**
 * Negotiation (spec §2 popup 5, §5): the tourist offers a price per person strictly between 10 and
 * 20 USD for a booking of the guide; the guide accepts or rejects it; an accepted offer is then
 * paid at that price and confirms the booking.
 */
import { checkOffer, MESSAGES, type NegotiationInput, TOPICS } from '@app/contracts';
import { type Actor, normalizeEmail, requireSelf } from '../accounts/index.js';
import { AppError, emit, type Ports } from '../core/index.js';
import { mailOffered } from './booking-mails.js';
import { type BookingDoc, bookings, hasLapsed, UNPAID_LAPSE_MS } from './booking-store.js';
import { draftBooking, insertUnpaid } from './drafts.js';

/** The tourist's own open draft of that guide, to negotiate on. */
async function ownDraft(
  deps: Pick<Ports, 'store'>,
  touristId: string,
  bookingId: string,
  guideEmail: string,
  now: Date,
) {
  const booking = await bookings(deps.store).findOne({ _id: bookingId });
  if (!booking || booking.touristId !== touristId || booking.guideEmail !== normalizeEmail(guideEmail))
    throw new AppError('NOT_FOUND', MESSAGES.bookingMissing, 'BOOKING_MISSING');
  if (hasLapsed(booking, now)) throw new AppError('CONFLICT', MESSAGES.bookingLapsed, 'BOOKING_LAPSED');
  if (booking.status === 'negotiating')
    throw new AppError('CONFLICT', MESSAGES.waitForGuide, 'WAIT_FOR_GUIDE');
  if (booking.status !== 'draft')
    throw new AppError('CONFLICT', MESSAGES.bookingNotPayable, 'BOOKING_NOT_PAYABLE');
  if (hasLapsed(booking, now)) throw new AppError('CONFLICT', MESSAGES.bookingLapsed, 'BOOKING_LAPSED');
  return booking;
}

/** `POST /api/set-negotiations`: answers 'Send Successfully' and the booking the offer is for. */
export async function offerPrice(
  deps: Pick<Ports, 'store' | 'places' | 'relay'>,
  actor: Actor,
  input: NegotiationInput,
  now = new Date(),
) {
  const user = requireSelf(actor, input.clientId);
  if (checkOffer(input.offerPrice) !== null)
    throw new AppError('BAD_REQUEST', MESSAGES.offerRange, 'OFFER_RANGE');
  // Whole cents, as checkOffer compared it: 12.5 stays 12.5, never 12.499999999.
  const offered = Math.round(input.offerPrice * 100) / 100;
  const existing = input.bookingId
    ? await ownDraft(deps, user._id, input.bookingId, input.guideId, now)
    : null;
  const booking: BookingDoc =
    existing ??
    (await draftBooking(
      deps,
      actor,
      {
        kind: 'instant',
        touristPlace: input.touristPlace,
        guideEmail: input.guideId,
        numPeople: input.noOfPeople,
        ...(input.city ? { city: input.city } : {}),
      },
      now,
    ));
  const negotiating: BookingDoc = {
    ...booking,
    status: 'negotiating',
    offerPrice: offered,
    numPeople: input.noOfPeople,
    holdUntil: new Date(now.getTime() + UNPAID_LAPSE_MS),
    version: (booking.version ?? 0) + 1,
  };
  await deps.store.transaction(async (tx) => {
    if (existing) {
      // Matched on its version too: an order priced before this offer can no longer confirm it.
      const changed = await bookings(tx).updateOne(
        {
          _id: existing._id,
          status: 'draft',
          version: existing.version === undefined ? { $exists: false } : existing.version,
        },
        {
          $set: {
            status: 'negotiating',
            offerPrice: negotiating.offerPrice,
            numPeople: negotiating.numPeople,
            holdUntil: negotiating.holdUntil,
            version: negotiating.version,
          },
        },
      );
      if (changed.matched === 0) throw new AppError('CONFLICT', MESSAGES.waitForGuide, 'WAIT_FOR_GUIDE');
    } else await insertUnpaid(tx, negotiating, now);
    await emit(tx, TOPICS.negotiationOffered, {
      negotiationId: crypto.randomUUID(),
      bookingId: negotiating._id,
      clientId: user.email,
      clientName: user.username,
      guideId: negotiating.guideEmail,
      guideName: negotiating.guideName,
      touristPlace: negotiating.touristPlace,
      originalPrice: negotiating.pricePerPerson,
      offerPrice: offered,
      noOfPeople: negotiating.numPeople,
    });
    await mailOffered(tx, negotiating);
  });
  deps.relay.nudge();
  return { message: MESSAGES.negotiationSent, bookingId: negotiating._id };
}
