/**
 * A tourist keeps at most BOOKING_RULES.maxOpenUnpaid unpaid bookings open at once (drafts, offers
 * and accepted offers still within their hold): one more is refused, and what no longer holds
 * (lapsed, paid, ended, another tourist's) does not count against them.
 */
import { BOOKING_RULES, MESSAGES } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { BOOKING_NOW, hoursAfterNow, unpaidBookingDoc } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { insertUnpaid } from './drafts.js';

const NOW = BOOKING_NOW;
const at = (minutes: number) => hoursAfterNow(minutes / 60);

let next = 0;
/** A draft of Tina's, each on another guide and hour, so that no calendar stands in the way. */
function draft(fields: Partial<BookingDoc> = {}): BookingDoc {
  next += 1;
  return unpaidBookingDoc({
    status: 'draft',
    touristId: 'tina',
    guideEmail: `guide${next}@example.com`,
    startsAt: at(2 * 24 * 60 + next * 300),
    endsAt: at(2 * 24 * 60 + next * 300 + 180),
    holdUntil: at(15),
    ...fields,
  });
}

async function storeWith(...docs: BookingDoc[]) {
  const store = new NedbStore(null);
  for (const doc of docs) await bookings(store).insertOne(doc);
  return store;
}

const insert = (store: NedbStore, booking: BookingDoc) =>
  store.transaction((tx) => insertUnpaid(tx, booking, NOW));

describe('open unpaid bookings per tourist', () => {
  it(`refuses the ${BOOKING_RULES.maxOpenUnpaid + 1}th while ${BOOKING_RULES.maxOpenUnpaid} are open, and stores nothing`, async () => {
    expect(BOOKING_RULES.maxOpenUnpaid).toBe(3);
    const store = await storeWith(
      draft({ status: 'draft' }),
      draft({ status: 'negotiating', negotiated: true }),
      draft({ status: 'awaiting-payment', negotiated: true }),
    );
    const refused = draft();
    await expect(insert(store, refused)).rejects.toMatchObject({
      code: 'CONFLICT',
      appCode: 'TOO_MANY_OPEN_BOOKINGS',
      message: MESSAGES.tooManyOpenBookings,
    });
    expect(await bookings(store).findOne({ _id: refused._id })).toBeNull();
  });

  it('counts only what still holds: not the lapsed, the paid, the ended, nor another tourist’s', async () => {
    const store = await storeWith(
      draft(),
      draft({ status: 'negotiating', negotiated: true }),
      // Lapsed: its hold ended at this very moment or before.
      draft({ holdUntil: NOW }),
      draft({ status: 'awaiting-payment', holdUntil: at(-1) }),
      // Paid, or over.
      draft({ status: 'requested', paidAt: at(-5), holdUntil: undefined }),
      draft({ status: 'confirmed', paidAt: at(-5), holdUntil: undefined }),
      draft({ status: 'cancelled' }),
      draft({ status: 'expired' }),
      // Another tourist's.
      draft({ touristId: 'tom', touristEmail: 'tom@example.com' }),
    );
    const third = draft();
    await insert(store, third);
    expect(await bookings(store).findOne({ _id: third._id })).toMatchObject({ status: 'draft' });
    // That was the third open one: the next is refused.
    await expect(insert(store, draft())).rejects.toMatchObject({ appCode: 'TOO_MANY_OPEN_BOOKINGS' });
    // Another tourist is not held back by Tina's.
    await insert(store, draft({ touristId: 'tom', touristEmail: 'tom@example.com' }));
  });
});
