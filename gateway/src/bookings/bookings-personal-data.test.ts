/**
 * Bookings' part in a user's rights over their data (personal-data.ts), as accounts runs it: the
 * copy holds the user's bookings as tourist and as guide, soonest tour first; a paid tour of
 * theirs not yet over refuses the erasure; the erasure ends their unpaid bookings, keeps every
 * booking for the other side without their name, e-mail or pick-up place, and takes their name
 * out of the notifications about those bookings. Tom's and Ravi's bookings sit beside Asha's, so
 * a read or a change that reached beyond her shows on theirs. Ids run against the tours' order.
 */
import {
  FORMER_GUIDE,
  FORMER_TRAVELLER,
  NOTIFICATIONS_COLLECTION,
  type NotificationDoc,
  PRIVACY_MESSAGES,
} from '@app/contracts';
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { toAccount } from '../accounts/account.js';
import { newUser } from '../accounts/users.js';
import { aNotification } from '../notifications/notification-fixtures.js';
import { BOOKING_NOW, bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { bookingsPersonalData } from './personal-data.js';

const NOW = BOOKING_NOW;
const ASHA = toAccount(newUser('asha@example.com', { _id: 'asha' }));

/** Asha as the tourist, booking Meera. */
const asTourist = (fields: Partial<BookingDoc>) =>
  bookingDoc({
    touristId: 'asha',
    touristEmail: 'asha@example.com',
    touristName: 'Asha Verma',
    location: 'Hotel Clarks Shiraz, Agra',
    guideEmail: 'meera@example.com',
    guideName: 'Meera',
    ...fields,
  });
/** Tom as the tourist, booking Asha. */
const asGuide = (fields: Partial<BookingDoc>) =>
  bookingDoc({ touristId: 'tom', touristEmail: 'tom@example.com', touristName: 'Tom', ...fields });
/** Tom booking Ravi: nothing of Asha's. */
const othersBooking = (fields: Partial<BookingDoc>) =>
  asGuide({ guideEmail: 'ravi@example.com', guideName: 'Ravi', ...fields });

/** The same booking never paid. */
const unpaid = ({ paidAt: _never, ...booking }: BookingDoc): BookingDoc => booking;

/** The tour `days` away from now (a negative number: one that ended). */
const tourIn = (days: number) => ({
  startsAt: hoursAfterNow(24 * days),
  endsAt: hoursAfterNow(24 * days + 4),
});

async function storeWith(...docs: BookingDoc[]) {
  const store = new NedbStore(null);
  for (const doc of docs) await bookings(store).insertOne(doc);
  return store;
}

const notifications = (store: NedbStore) => store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

const refusal = (store: NedbStore) => bookingsPersonalData.refuseErasure?.(store, ASHA, NOW);

/** Bookings' part of the erasure, in its own transaction as accounts runs it. */
const erase = (store: NedbStore) =>
  store.transaction(async (tx) => {
    await bookingsPersonalData.erase?.(tx, ASHA, NOW);
  });

const held = (store: NedbStore) => bookings(store).find({}, { sort: { _id: 1 } });

describe('the user’s bookings in their copy', () => {
  it('holds their bookings as tourist and as guide, soonest tour first, and nobody else’s', async () => {
    const store = await storeWith(
      asTourist({ _id: 't1', ...tourIn(9) }),
      asTourist({ _id: 't2', ...tourIn(-3), status: 'confirmed' }),
      asGuide({ _id: 'g1', ...tourIn(5) }),
      asGuide({ _id: 'g2', ...tourIn(2) }),
      othersBooking({ _id: 'o1', ...tourIn(1) }),
    );
    const copy = await bookingsPersonalData.copies?.bookings?.(store, ASHA);
    expect(copy).toMatchObject({
      asTourist: [{ _id: 't2', touristName: 'Asha Verma' }, { _id: 't1' }],
      asGuide: [{ _id: 'g2', guideEmail: 'asha@example.com' }, { _id: 'g1' }],
    });
  });
});

describe('an erasure while a paid tour is not over', () => {
  it.each([
    ['tourist', asTourist],
    ['guide', asGuide],
  ])('is refused to the %s of a paid tour not yet over', async (_side, booking) => {
    const store = await storeWith(booking({ status: 'confirmed', ...tourIn(2) }));
    expect(await refusal(store)).toMatchObject({
      code: 'CONFLICT',
      appCode: 'UPCOMING_PAID_BOOKING',
      message: PRIVACY_MESSAGES.upcomingBooking,
    });
  });

  it('is refused while the tour goes on, up to its very end', async () => {
    const store = await storeWith(
      asGuide({ status: 'requested', startsAt: hoursAfterNow(-2), endsAt: hoursAfterNow(0.01) }),
    );
    expect(await refusal(store)).toMatchObject({ appCode: 'UPCOMING_PAID_BOOKING' });
  });

  it('is not refused for tours that ended, bookings never paid or ended, nor others’ paid tours', async () => {
    const store = await storeWith(
      asTourist({ status: 'confirmed', ...tourIn(-2) }),
      asGuide({ status: 'requested', startsAt: hoursAfterNow(-4), endsAt: NOW }),
      unpaid(asTourist({ status: 'awaiting-payment', ...tourIn(2) })),
      unpaid(asGuide({ status: 'negotiating', ...tourIn(3) })),
      asTourist({ status: 'cancelled', ...tourIn(4) }),
      asGuide({ status: 'rejected', ...tourIn(5) }),
      othersBooking({ status: 'confirmed', ...tourIn(2) }),
      othersBooking({ status: 'requested', ...tourIn(3) }),
    );
    expect(await refusal(store)).toBeNull();
  });
});

describe('the erasure of the user’s bookings', () => {
  const pastTrip = asTourist({ _id: 'a-past-trip', status: 'confirmed', ...tourIn(-3) });
  const heldTrip = unpaid(
    asTourist({ _id: 'b-held-trip', status: 'awaiting-payment', holdUntil: hoursAfterNow(1), ...tourIn(4) }),
  );
  const pastTour = asGuide({ _id: 'c-past-tour', status: 'confirmed', guideName: 'Asha', ...tourIn(-2) });
  const offeredTour = unpaid(
    asGuide({
      _id: 'd-offered-tour',
      status: 'negotiating',
      holdUntil: hoursAfterNow(1),
      guideName: 'Asha',
      ...tourIn(6),
    }),
  );
  const othersOffer = unpaid(
    othersBooking({
      _id: 'e-others-offer',
      status: 'negotiating',
      holdUntil: hoursAfterNow(1),
      ...tourIn(6),
    }),
  );
  const othersTour = othersBooking({ _id: 'f-others-tour', status: 'confirmed', ...tourIn(-1) });

  const anonymousTourist = { touristId: '', touristEmail: '', touristName: FORMER_TRAVELLER, location: '' };
  const anonymousGuide = { guideEmail: '', guideName: FORMER_GUIDE };
  const { holdUntil: _heldTrip, ...heldTripLeft } = heldTrip;
  const { holdUntil: _offeredTour, ...offeredTourLeft } = offeredTour;

  it('ends their unpaid bookings and keeps every booking for the other side without their name', async () => {
    const store = await storeWith(pastTrip, heldTrip, pastTour, offeredTour, othersOffer, othersTour);
    await erase(store);
    const expected = [
      { ...pastTrip, ...anonymousTourist },
      { ...heldTripLeft, ...anonymousTourist, status: 'cancelled', decidedAt: NOW },
      { ...pastTour, ...anonymousGuide },
      { ...offeredTourLeft, ...anonymousGuide, status: 'cancelled', decidedAt: NOW },
      othersOffer,
      othersTour,
    ];
    expect(await held(store)).toStrictEqual(expected);
    // A repeat finds nothing left to change.
    await erase(store);
    expect(await held(store)).toStrictEqual(expected);
  });

  it('takes their name and e-mail out of the notifications about their bookings, and only those', async () => {
    const store = await storeWith(pastTrip, pastTour, othersTour);
    const toMeera = aNotification({
      recipient: 'meera@example.com',
      role: 'guide',
      bookingId: pastTrip._id,
      message: 'Asha Verma (asha@example.com) booked the Taj Mahal; Asha Verma pays on arrival.',
    });
    const toTom = aNotification({
      recipient: 'tom@example.com',
      bookingId: pastTour._id,
      message: 'Asha accepted your booking; write to asha@example.com.',
    });
    const toTomFromRavi = aNotification({
      recipient: 'tom@example.com',
      bookingId: othersTour._id,
      message: 'Ravi accepted your booking; Asha Verma (asha@example.com) joins as well.',
    });
    await notifications(store).insertMany([toMeera, toTom, toTomFromRavi]);
    await erase(store);
    const stored = (id: string) => notifications(store).findOne({ _id: id });
    expect(await stored(toMeera._id)).toStrictEqual({
      ...toMeera,
      message: `${FORMER_TRAVELLER} (${FORMER_TRAVELLER}) booked the Taj Mahal; ${FORMER_TRAVELLER} pays on arrival.`,
    });
    expect(await stored(toTom._id)).toStrictEqual({
      ...toTom,
      message: `${FORMER_GUIDE} accepted your booking; write to ${FORMER_GUIDE}.`,
    });
    expect(await stored(toTomFromRavi._id)).toStrictEqual(toTomFromRavi);
  });
});
