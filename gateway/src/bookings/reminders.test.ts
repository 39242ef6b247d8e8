/**
 * The reminder the day before a confirmed tour: both sides are mailed once from 24 hours before it
 * starts, never twice (even by two sweeps together), and never for a tour not confirmed or one
 * confirmed within those 24 hours.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking } from '../../test/marketplace.js';
import { remindDayBefore } from './reminders.js';

const startProduct = useProduct();
const WAIT = { timeout: 10_000, interval: 20 };
const HOUR = 3600_000;

const reminders = async (h: Harness) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map((row) => (row.event as { payload: { to: string; data: { state?: string } } }).payload)
    .filter((m) => m.data.state === 'reminder')
    .map((m) => m.to)
    .sort();

/** Tina's tour with Asha three days ahead, paid, and accepted when `accept`; with when it starts. */
async function paidTour(accept: boolean) {
  const h = await startProduct({ workers: ['notifications'] });
  const { asha, tina } = await ashaAndTina(h);
  const id = String((await post(h, '/api/bookings', tajBooking('reserved', 3), tina)).body.id);
  await payBooking(h, tina, id, 30);
  if (accept) {
    const note = await vi.waitFor(async () => {
      const found = await h.platform.store
        .collection('notifications')
        .findOne({ bookingId: id, role: 'guide' });
      if (!found) throw new Error('no notification for the guide yet');
      return found;
    }, WAIT);
    expect((await post(h, '/api/save-decision', { id: note._id, decision: 'accept' }, asha)).status).toBe(
      200,
    );
  }
  const booking = await h.platform.store.collection('bookings').findOne({ _id: id });
  return { h, id, startsAt: Number(booking?.startsAt) };
}

describe('the reminder sweep', () => {
  it('mails both sides once the day before a confirmed tour, and never twice', async () => {
    const { h, id, startsAt } = await paidTour(true);
    expect(await remindDayBefore(h.deps, new Date(startsAt - 25 * HOUR))).toBe(0);
    const dayBefore = new Date(startsAt - 23 * HOUR);
    const counts = await Promise.all([
      remindDayBefore(h.deps, dayBefore),
      remindDayBefore(h.deps, dayBefore),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await remindDayBefore(h.deps, new Date(startsAt - HOUR))).toBe(0);
    expect(await reminders(h)).toEqual(['asha@example.com', 'tina@example.com']);
    expect(await h.platform.store.collection('bookings').findOne({ _id: id })).toMatchObject({
      remindedAt: dayBefore,
    });
  });

  it('leaves alone a request the guide has not accepted, and a tour confirmed within its last day', async () => {
    const { h, id, startsAt } = await paidTour(false);
    expect(await remindDayBefore(h.deps, new Date(startsAt - 23 * HOUR))).toBe(0);
    // Accepted 12 hours before the tour: its confirmation mail is the freshest word.
    await h.platform.store
      .collection('bookings')
      .updateOne({ _id: id }, { $set: { status: 'confirmed', decidedAt: new Date(startsAt - 12 * HOUR) } });
    expect(await remindDayBefore(h.deps, new Date(startsAt - 6 * HOUR))).toBe(0);
    expect(await reminders(h)).toEqual([]);
  });
});
