/**
 * The review journey as the browser's 'My bookings' sees it: a booking is offered for review
 * (`reviewable`) only once its tour took place, paid and accepted by the guide, and no longer once
 * reviewed. A tour lasts hours, so the test moves the booking's time into the past in the store
 * (the product has no operator command for that): the rules are tested here, the popup's in the
 * frontend's unit tests, and frontend/e2e/after-the-tour.e2e.test.ts walks the pages once, on a
 * finished tour written into a stopped product's store.
 */
import { REVIEW_WINDOW, TOUR_REVIEW_TEXTS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { payBooking, verifiedGuide } from '../../test/marketplace.js';
import { sweepReviewWindows } from './review-window.js';

const startProduct = useProduct();

const GUIDE = 'asha@example.com';
const WAIT = { timeout: 10_000, interval: 20 };
const HOUR = 3_600_000;
const instant = { kind: 'instant', touristPlace: 'Taj Mahal', guideEmail: GUIDE, numPeople: 2 };

async function start() {
  const product = await startProduct({ workers: ['notifications'] });
  const guide = await verifiedGuide(product, GUIDE, {
    guidePlaces: 'Taj Mahal',
    guideCity: 'Uttar Pradesh',
    guidePrice: 15,
  });
  const tourist = await loggedIn(product, 'tourist@example.com');
  return { product, guide: guide.cookie, tourist };
}

/** Books the guide now and pays; the guide answers the request from their notification. */
async function bookAndAnswer(
  product: Harness,
  tourist: string,
  guide: string,
  decision: 'accept' | 'reject',
) {
  const id = String((await post(product, '/api/bookings', instant, tourist)).body.id);
  await payBooking(product, tourist, id, 30);
  let noteId = '';
  await vi.waitFor(async () => {
    const notes = (await get(product, '/api/get-notifications-guide', guide)).body as unknown as Array<{
      id: string;
      bookingId: string;
    }>;
    noteId = notes.find((n) => n.bookingId === id)?.id ?? '';
    expect(noteId).not.toBe('');
  }, WAIT);
  const answered = await post(product, '/api/save-decision', { id: noteId, decision }, guide);
  expect(answered.status).toBe(200);
  return id;
}

/** The hours of the tour pass: it started four hours ago and ended one hour ago. */
async function tourIsOver(product: Harness, id: string) {
  const now = Date.now();
  const moved = await product.platform.store
    .collection('bookings')
    .updateOne({ _id: id }, { $set: { startsAt: new Date(now - 4 * HOUR), endsAt: new Date(now - HOUR) } });
  expect(moved.matched).toBe(1);
}

/** What 'My bookings' shows of the booking: its status and whether it offers a review. */
async function shown(product: Harness, tourist: string, id: string) {
  const mine = (await get(product, '/api/bookings?role=tourist', tourist)).body as unknown as Array<{
    id: string;
    status: string;
    completed: boolean;
    reviewable: boolean;
  }>;
  const booking = mine.find((b) => b.id === id);
  return { status: booking?.status, completed: booking?.completed, reviewable: booking?.reviewable };
}

const review = (product: Harness, cookie: string, bookingId: string, rating: number, comment: string) =>
  post(product, '/api/guide-reviews', { bookingId, rating, comment }, cookie);

describe('a traveller reviews their guide from My bookings', () => {
  it('is offered the review once the accepted, paid tour is over, and no longer once reviewed', async () => {
    const { product, guide, tourist } = await start();
    const first = await bookAndAnswer(product, tourist, guide, 'accept');
    expect(await shown(product, tourist, first)).toEqual({
      status: 'confirmed',
      completed: false,
      reviewable: false,
    });
    expect((await review(product, tourist, first, 3, 'Too early.')).body).toMatchObject({
      code: 'REVIEW_NOT_ALLOWED',
    });

    await tourIsOver(product, first);
    expect(await shown(product, tourist, first)).toEqual({
      status: 'confirmed',
      completed: true,
      reviewable: true,
    });
    expect((await review(product, tourist, first, 3, '   ')).body).toMatchObject({
      message: 'opinion cant be empty',
    });
    expect((await shown(product, tourist, first)).reviewable).toBe(true);
    const saved = await review(product, tourist, first, 3, 'Kind, but we rushed the gardens.');
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ message: TOUR_REVIEW_TEXTS.sealed, published: false });
    expect(await shown(product, tourist, first)).toMatchObject({ completed: true, reviewable: false });
    expect((await review(product, tourist, first, 5, 'Again.')).body).toMatchObject({
      code: 'ALREADY_REVIEWED',
    });

    // The guide is free again: a second tour, reviewed too; the average is the rounded mean.
    const second = await bookAndAnswer(product, tourist, guide, 'accept');
    await tourIsOver(product, second);
    expect((await review(product, tourist, second, 4, 'Knew every stone of it.')).status).toBe(201);
    // Sealed (the guide wrote nothing) until the review window closes.
    expect((await get(product, `/api/reviews/${GUIDE}`)).body).toEqual([]);
    await sweepReviewWindows(product.deps, new Date(Date.now() + (REVIEW_WINDOW.days + 1) * 24 * HOUR));
    const listed = (await get(product, `/api/reviews/${GUIDE}`)).body as unknown as Array<{
      review: string;
      rating: number;
    }>;
    expect(listed.map((r) => [r.rating, r.review])).toEqual([
      [4, 'Knew every stone of it.'],
      [3, 'Kind, but we rushed the gardens.'],
    ]);
    expect((await get(product, `/api/guides/${GUIDE}`)).body).toMatchObject({
      averageRating: 4,
      reviewCount: 2,
    });
  });

  it('is never offered a review of a request the guide rejected, even after its time', async () => {
    const { product, guide, tourist } = await start();
    const id = await bookAndAnswer(product, tourist, guide, 'reject');
    await tourIsOver(product, id);
    expect(await shown(product, tourist, id)).toEqual({
      status: 'rejected',
      completed: false,
      reviewable: false,
    });
    const refused = await review(product, tourist, id, 5, 'Never happened.');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'You can review a guide after a completed tour with them.',
      code: 'REVIEW_NOT_ALLOWED',
    });
  });
});
