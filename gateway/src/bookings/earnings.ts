/**
 * A guide's earnings (spec §3 Earned money entry, DECISIONS 14: real figures, not the spec's fixed
 * zeros): each paid booking the guide accepted and that was not cancelled, in US dollars.
 */
import type { EarnedMoneyEntry } from '@app/contracts';
import { type Actor, requireSelf } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { bookings } from './booking-store.js';
import { amountUsd, isCompleted } from './booking-view.js';

/** `POST /api/getEarnedMoney` {storedLoggedInEmail}: the caller's own, newest tour first. */
export async function earnedMoney(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { storedLoggedInEmail?: string | undefined },
  now = new Date(),
): Promise<EarnedMoneyEntry[]> {
  const user = requireSelf(actor, input.storedLoggedInEmail);
  const earned = await bookings(deps.store).find(
    { guideEmail: user.email, status: 'confirmed' },
    { sort: { startsAt: -1 } },
  );
  return earned.map((b) => ({
    bookingId: b._id,
    amount: amountUsd(b),
    touristPlace: b.touristPlace,
    numPeople: b.numPeople,
    startsAt: b.startsAt.toISOString(),
    completed: isCompleted(b, now),
  }));
}
