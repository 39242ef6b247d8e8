/**
 * The review window's sweep as the product runs it: past the reminder's delay it mails the side of a
 * completed tour that has not written, and only that side, in a single sweep and at once; a tour
 * both sides reviewed is left alone; when the window ends it opens a review still sealed. The log
 * says what a sweep did (nothing when it did nothing); the product sweeps every ten minutes by
 * itself, and a failed sweep is logged under its name for the operator.
 */
import { REVIEW_WINDOW } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { listGuideReviews } from '../reviews/index.js';
import { bookingDoc, hoursAfterNow } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { startReviewWindow, sweepReviewWindows } from './review-window.js';
import { afterOnePeriod, brokenStore } from './sweep-fixtures.js';

const startProduct = useProduct();
const _WAIT = { timeout: 10_000, interval: 20 };
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';

type Mail = { to: string; template: string; data: Record<string, unknown> };

/** The review reminders requested so far, as the outbox holds them. */
const reviewReminders = async (h: Harness) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map((row) => (row.event as { payload: Mail }).payload)
    .filter((mail) => mail.template === 'review-reminder');

const sweepLogs = (h: Harness) => h.logs.filter((line) => line.msg === 'review windows swept');

/** When the tours of the fixtures ended: an hour before BOOKING_NOW. */
const ENDED = hoursAfterNow(-1);
/** Past the reminder's delay, well within the window. */
const REMINDER_DUE = new Date(ENDED.getTime() + (REVIEW_WINDOW.reminderAfterDays + 0.1) * DAY);

/** A paid tour of Tina's with Asha, accepted, that ended at `endsAt`, in the product's store. */
async function completedTour(h: Harness, fields: Partial<BookingDoc> = {}, endsAt = ENDED) {
  const tour = bookingDoc({
    status: 'confirmed',
    startsAt: new Date(endsAt.getTime() - 4 * HOUR),
    endsAt,
    paidAt: new Date(endsAt.getTime() - 3 * DAY),
    decidedAt: new Date(endsAt.getTime() - 2 * DAY),
    ...fields,
  });
  await bookings(h.platform.store).insertOne(tour);
  return tour;
}

describe('the review reminder sweep', () => {
  it('mails only the side that has not written, in one sweep and at once, leaves a tour both reviewed alone, and logs it', async () => {
    const h = await startProduct();
    // The guide wrote about Tina; Tina has not written about her guide.
    const halfReviewed = await completedTour(h, { guideReviewed: true });
    const bothReviewed = await completedTour(h, { reviewed: true, guideReviewed: true });
    const nudges = vi.spyOn(h.deps.relay, 'nudge');
    expect(await sweepReviewWindows(h.deps, REMINDER_DUE)).toEqual({ reminded: 1, published: 0 });
    expect(await reviewReminders(h)).toEqual([
      {
        to: TINA,
        template: 'review-reminder',
        data: expect.objectContaining({ role: 'tourist', otherName: 'Asha', place: 'Taj Mahal' }),
      },
    ]);
    expect(nudges).toHaveBeenCalled();
    expect(sweepLogs(h)).toMatchObject([{ reminded: 1, published: 0 }]);
    const stored = async (tour: BookingDoc) => bookings(h.platform.store).findOne({ _id: tour._id });
    expect(await stored(halfReviewed)).toMatchObject({ reviewRemindedAt: REMINDER_DUE });
    expect(await stored(bothReviewed)).not.toHaveProperty('reviewRemindedAt');

    // Nothing left to do: no mail, nothing for the relay, no log line.
    nudges.mockClear();
    expect(await sweepReviewWindows(h.deps, REMINDER_DUE)).toEqual({ reminded: 0, published: 0 });
    expect(nudges).not.toHaveBeenCalled();
    expect(sweepLogs(h)).toHaveLength(1);
    expect(await reviewReminders(h)).toHaveLength(1);
  });

  it('opens a review still sealed when its window ends, and the log says so', async () => {
    const h = await startProduct();
    const tina = await loggedIn(h, TINA);
    const tinaId = String((await h.platform.store.collection('users').findOne({ email: TINA }))?._id);
    const tour = await completedTour(h, { touristId: tinaId }, new Date(Date.now() - HOUR));
    const review = { bookingId: tour._id, rating: 4, comment: 'Lovely morning at the Taj.' };
    expect((await post(h, '/api/guide-reviews', review, tina)).status).toBe(201);
    expect(await listGuideReviews(h.platform.store, ASHA)).toEqual([]);

    const closed = new Date(tour.endsAt.getTime() + (REVIEW_WINDOW.days + 1) * DAY);
    expect(await sweepReviewWindows(h.deps, closed)).toEqual({ reminded: 0, published: 1 });
    expect(await listGuideReviews(h.platform.store, ASHA)).toMatchObject([{ review: review.comment }]);
    expect(sweepLogs(h)).toMatchObject([{ reminded: 0, published: 1 }]);
  });
});

describe('the product’s review window sweep', () => {
  it('runs every ten minutes without anyone asking', async () => {
    const h = await startProduct();
    await completedTour(h, { guideReviewed: true });
    // The clock past the reminder's delay, and ten minutes of the sweep's timer gone by.
    await afterOnePeriod(
      () => startReviewWindow(h.deps),
      10 * 60_000,
      async () => expect(await reviewReminders(h)).toMatchObject([{ to: TINA }]),
      REMINDER_DUE,
    );
  });

  it('logs a failed sweep under its name, for the operator', async () => {
    const h = await startProduct();
    await afterOnePeriod(
      () => startReviewWindow({ ...h.deps, store: brokenStore() }),
      10 * 60_000,
      () =>
        expect(h.logs).toContainEqual(
          expect.objectContaining({ job: 'review window sweep', msg: 'review window sweep failed' }),
        ),
    );
  });
});
