/** A user's bookings: as the tourist who booked, or as the guide booked (paid and offered ones). */
import type { BookingView } from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { publishedTravellerReviews } from '../reviews/index.js';
import { bookings } from './booking-store.js';
import { toBookingView } from './booking-view.js';

const SHOWN = 100;

export async function myBookings(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  role: 'tourist' | 'guide',
  now = new Date(),
): Promise<BookingView[]> {
  const user = requireUser(actor);
  const filter =
    role === 'tourist'
      ? { touristId: user._id, status: { $ne: 'draft' } }
      : { guideEmail: user.email, status: { $nin: ['draft'] } };
  const found = await bookings(deps.store).find(filter, { sort: { startsAt: -1 }, limit: SHOWN });
  const travellerReviews = await publishedTravellerReviews(
    deps.store,
    found.filter((b) => b.guideReviewed).map((b) => b._id),
  );
  return found.map((b) => toBookingView(b, now, travellerReviews.get(b._id) ?? null));
}
