import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { remindDayBefore, startReminders } from './reminders.js';
import { afterOnePeriod, brokenStore } from './sweep-fixtures.js';

// One product for the file: each test has a tour of its own, days apart from the others'.
const product = useProduct({ shared: true });
const _WAIT = { timeout: 10_000, interval: 20 };
const HOUR = 3600_000;
const EVERY = 5 * 60_000;

type Mail = { to: string; data: { state?: string; bookingId?: string } };

/** Who was mailed the reminder of the booking, as the outbox holds it. */
const remindedTo = async (h: Harness, bookingId: string) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map((row) => (row.event as { payload: Mail }).payload)
    .filter((mail) => mail.data.state === 'reminder' && mail.data.bookingId === bookingId)
    .map((mail) => mail.to)
    .sort();

/** The sweeps' log lines written since the `from`th line of the log. */
const sweepLogs = (h: Harness, from: number) =>
  h.logs.slice(from).filter((line) => line.msg === 'tours of tomorrow reminded');

/** A confirmed reserved tour of Tina's with Asha, `days` after BOOKING_NOW, in the product's store. */
async function confirmedTour(
  h: Harness,
  days: number,
  fields: Partial<BookingDoc> = {},
): Promise<BookingDoc> {
  const startsAt = hoursAfterNow(days * 24);
  const tour = bookingDoc({
    status: 'confirmed',
    decidedAt: hoursAfterNow(-1),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * HOUR),
    ...fields,
  });
  await bookings(h.platform.store).insertOne(tour);
  return tour;
}

const dayBefore = (tour: BookingDoc) => new Date(tour.startsAt.getTime() - 23 * HOUR);

describe('one reminder sweep', () => {
  it('reminds a tour confirmed exactly 24 hours before it starts, at once, and the log says how many', async () => {
    const h = await product();
    const from = h.logs.length;
    // The tour starts 48 hours after BOOKING_NOW; the guide accepted it exactly 24 hours before.
    const tour = await confirmedTour(h, 2, { decidedAt: hoursAfterNow(24) });
    const nudges = vi.spyOn(h.deps.relay, 'nudge');
    expect(await remindDayBefore(h.deps, dayBefore(tour))).toBe(1);
    expect(await remindedTo(h, tour._id)).toEqual(['asha@example.com', 'tina@example.com']);
    // The relay is told at once: the mails do not wait for its next look at the outbox.
    expect(nudges).toHaveBeenCalled();
    expect(sweepLogs(h, from)).toMatchObject([{ reminded: 1 }]);

    // Nothing is left to remind: no mail, nothing for the relay, no log line.
    nudges.mockClear();
    expect(await remindDayBefore(h.deps, dayBefore(tour))).toBe(0);
    expect(nudges).not.toHaveBeenCalled();
    expect(sweepLogs(h, from)).toHaveLength(1);
    expect(await remindedTo(h, tour._id)).toHaveLength(2);
    nudges.mockRestore();
  });
});

describe('the product’s reminder sweep', () => {
  it('runs every five minutes without anyone asking', async () => {
    const h = await product();
    const tour = await confirmedTour(h, 10);
    // The clock on the day before the tour, and five minutes of the sweep's timer gone by.
    await afterOnePeriod(
      () => startReminders(h.deps),
      EVERY,
      async () => expect(await remindedTo(h, tour._id)).toEqual(['asha@example.com', 'tina@example.com']),
      dayBefore(tour),
    );
  });

  it('logs a failed sweep under its name, for the operator', async () => {
    const h = await product();
    await afterOnePeriod(
      () => startReminders({ ...h.deps, store: brokenStore() }),
      EVERY,
      () =>
        expect(h.logs).toContainEqual(
          expect.objectContaining({ job: 'booking reminder sweep', msg: 'booking reminder sweep failed' }),
        ),
    );
  });
});
