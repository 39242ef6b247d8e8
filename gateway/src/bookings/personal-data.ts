/**
 * What the bookings domain holds about one user, as tourist and as guide: for their data download,
 * for the rule that money in flight stops an erasure, and for the erasure itself. Past bookings are
 * kept for the other side's records (a guide's earnings, a tourist's trips) without the user's name.
 */
import { FORMER_GUIDE, FORMER_TRAVELLER, PRIVACY_MESSAGES } from '@app/contracts';
import type { Store } from '@app/infra';
import type { Account, PersonalDataHolder } from '../accounts/index.js';
import { AppError } from '../core/index.js';
import { replaceNameInNotifications } from '../notifications/index.js';
import { bookings } from './booking-store.js';
import { forgetCalendar } from './calendar.js';

/** Paid and not yet over: the tour is owed to someone, or the money to its tourist. */
const PAID_OPEN = ['requested', 'confirmed'];
/** Not paid (or paid for nothing yet): a hold or an offer nobody owes money on. */
const UNPAID_OPEN = ['draft', 'negotiating', 'awaiting-payment'];

type Party = Pick<Account, '_id' | 'email'>;

export async function bookingsOf(store: Store, user: Party) {
  const [asTourist, asGuide] = await Promise.all([
    bookings(store).find({ touristId: user._id }, { sort: { startsAt: 1 } }),
    bookings(store).find({ guideEmail: user.email }, { sort: { startsAt: 1 } }),
  ]);
  return { asTourist, asGuide };
}

/** Whether the user has a paid booking, as tourist or guide, whose tour has not ended at `now`. */
export async function hasUpcomingPaidBooking(store: Store, user: Party, now: Date): Promise<boolean> {
  const open = await bookings(store).count({
    $or: [{ touristId: user._id }, { guideEmail: user.email }],
    status: { $in: PAID_OPEN },
    endsAt: { $gt: now },
  });
  return open > 0;
}

/**
 * The user leaves every booking: unpaid ones they hold or were asked about end as cancelled (a
 * payment for one arriving late is refunded in full, bookings/paid.ts); in all of them their name,
 * e-mail and (as tourist) typed pick-up location give way to a neutral label. A repeat finds
 * nothing left to change. Their calendar, as guide, goes.
 */
export async function leaveBookings(tx: Store, user: Party & { username: string }, now: Date): Promise<void> {
  const { asTourist, asGuide } = await bookingsOf(tx, user);
  await bookings(tx).updateMany(
    { $or: [{ touristId: user._id }, { guideEmail: user.email }], status: { $in: UNPAID_OPEN } },
    { $set: { status: 'cancelled', decidedAt: now }, $unset: { holdUntil: true } },
  );
  await bookings(tx).updateMany(
    { touristId: user._id },
    { $set: { touristId: '', touristEmail: '', touristName: FORMER_TRAVELLER, location: '' } },
  );
  await bookings(tx).updateMany(
    { guideEmail: user.email },
    { $set: { guideEmail: '', guideName: FORMER_GUIDE } },
  );
  await forgetCalendar(tx, user.email);
  const names = (rows: typeof asTourist, name: (b: (typeof asTourist)[number]) => string) => [
    ...new Set([...rows.map(name), user.email]),
  ];
  await replaceNameInNotifications(
    tx,
    asTourist.map((b) => b._id),
    names(asTourist, (b) => b.touristName),
    FORMER_TRAVELLER,
  );
  await replaceNameInNotifications(
    tx,
    asGuide.map((b) => b._id),
    names(asGuide, (b) => b.guideName),
    FORMER_GUIDE,
  );
}

/** Bookings' part: both sides of each booking in the copy; a paid tour not yet over stops an erasure. */
export const bookingsPersonalData: PersonalDataHolder = {
  copies: { bookings: (store, user) => bookingsOf(store, user) },
  async refuseErasure(store, user, now) {
    if (!(await hasUpcomingPaidBooking(store, user, now))) return null;
    return new AppError('CONFLICT', PRIVACY_MESSAGES.upcomingBooking, 'UPCOMING_PAID_BOOKING');
  },
  async erase(tx, user, now) {
    await leaveBookings(tx, user, now);
    return undefined;
  },
};
