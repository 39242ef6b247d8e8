/** Whether two people have a booking together, in either role: what messages ask of bookings. */
import type { Store } from '@app/infra';
import { normalizeEmail } from '../accounts/index.js';
import { bookings } from './booking-store.js';

/**
 * Whether `a` and `b` have a booking with one as the tourist and the other as the guide; with
 * `paid`, only one that was paid (a refund after it does not take the contact back).
 */
export async function bookedTogether(store: Store, a: string, b: string, paid: boolean): Promise<boolean> {
  const [one, other] = [normalizeEmail(a), normalizeEmail(b)];
  const paidOnly = paid ? { paidAt: { $exists: true } } : {};
  const found = await bookings(store).count({
    $or: [
      { touristEmail: one, guideEmail: other, ...paidOnly },
      { touristEmail: other, guideEmail: one, ...paidOnly },
    ],
  });
  return found > 0;
}
