/**
 * A user's list of bookings (my-bookings.ts) leaves out drafts: a draft was never sent to its
 * guide, so neither its tourist's list nor the guide's shows it; every other booking of theirs is
 * listed, newest tour first.
 */
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { visitorAt } from '../../test/actors.js';
import { toAccount } from '../accounts/account.js';
import type { Actor } from '../accounts/index.js';
import { newUser } from '../accounts/users.js';
import { BOOKING_NOW, bookingDoc, hoursAfterNow, unpaidBookingDoc } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { myBookings } from './my-bookings.js';

const tina: Actor = {
  ...visitorAt('203.0.113.7'),
  user: toAccount(newUser('tina@example.com', { _id: 'tourist' })),
};
const asha: Actor = { ...visitorAt('203.0.113.8'), user: toAccount(newUser('asha@example.com')) };

/** A store holding these bookings only. */
async function storeWith(...docs: BookingDoc[]) {
  const store = new NedbStore(null);
  for (const doc of docs) await bookings(store).insertOne(doc);
  return store;
}

const onDay = (day: number) => ({ startsAt: hoursAfterNow(24 * day), endsAt: hoursAfterNow(24 * day + 4) });

describe('a user’s list of bookings', () => {
  const draft = unpaidBookingDoc({ status: 'draft', ...onDay(4) });
  const offer = unpaidBookingDoc({ status: 'negotiating', negotiated: true, ...onDay(3) });
  const accepted = unpaidBookingDoc({ status: 'awaiting-payment', negotiated: true, ...onDay(2) });
  const paid = bookingDoc({ status: 'requested', ...onDay(1) });

  it('shows the tourist every booking of theirs but the draft, newest tour first', async () => {
    const store = await storeWith(draft, offer, accepted, paid);
    const listed = await myBookings({ store }, tina, 'tourist', BOOKING_NOW);
    expect(listed.map((b) => b.id)).toEqual([offer._id, accepted._id, paid._id]);
  });

  it('shows the guide every booking of them but the draft, newest tour first', async () => {
    const store = await storeWith(draft, offer, accepted, paid);
    const listed = await myBookings({ store }, asha, 'guide', BOOKING_NOW);
    expect(listed.map((b) => b.id)).toEqual([offer._id, accepted._id, paid._id]);
  });
});
