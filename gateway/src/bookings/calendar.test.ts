/**
 * Which bookings keep a guide busy: only paid ones still on (requested or confirmed), overlapping
 * the slot, of the guides asked about, and not the booking being paid itself. Unpaid drafts and
 * offers hold nothing, however fresh (issue 22: calendar squatting).
 */
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { busyGuides, holds } from './calendar.js';

const at = hoursAfterNow;
const booking = bookingDoc;

describe('a booking holding its guide', () => {
  it('holds once paid, while it waits for the answer or was accepted', () => {
    expect(holds(booking({ status: 'confirmed' }))).toBe(true);
    expect(holds(booking({ status: 'requested' }))).toBe(true);
  });

  it('holds nothing unpaid: a fresh draft, an offer or an accepted offer', () => {
    for (const status of ['draft', 'negotiating', 'awaiting-payment'] as const)
      expect(holds(booking({ status, paidAt: undefined, holdUntil: at(0.25) }))).toBe(false);
    expect(holds(booking({ status: 'requested', paidAt: undefined }))).toBe(false);
  });

  it('no longer holds once cancelled, rejected or expired', () => {
    for (const status of ['cancelled', 'rejected', 'expired'] as const)
      expect(holds(booking({ status }))).toBe(false);
  });
});

describe('busy guides for a slot', () => {
  const slot = { startsAt: at(49), endsAt: at(53) };

  async function storeWith(...docs: BookingDoc[]) {
    const store = new NedbStore(null);
    for (const doc of docs) await bookings(store).insertOne(doc);
    return store;
  }

  it('names the guides of overlapping paid bookings, and none of an unpaid draft', async () => {
    const store = await storeWith(
      booking({ guideEmail: 'asha@example.com', status: 'confirmed' }),
      booking({ guideEmail: 'ravi@example.com', status: 'draft', paidAt: undefined, holdUntil: at(1) }),
      booking({ guideEmail: 'mira@example.com', startsAt: at(53), endsAt: at(57) }),
    );
    const guides = ['asha@example.com', 'ravi@example.com', 'mira@example.com'];
    expect(await busyGuides(store, guides, slot)).toEqual(new Set(['asha@example.com']));
    expect(await busyGuides(store, [], slot)).toEqual(new Set());
  });

  it('leaves out the booking being paid, so that it does not stand in its own way', async () => {
    const own = booking({ status: 'requested' });
    const store = await storeWith(own);
    expect(await busyGuides(store, ['asha@example.com'], slot, own._id)).toEqual(new Set());
    expect(await busyGuides(store, ['asha@example.com'], slot, 'another')).toEqual(
      new Set(['asha@example.com']),
    );
  });
});
