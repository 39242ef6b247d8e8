import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import {
  addTravellerReview,
  hasTravellerReview,
  publishedTravellerReviews,
  type TravellerReviewFields,
  travellerReviews,
} from './traveller-reviews.js';

const review = (bookingId: string, rating: number, sealed = false): TravellerReviewFields => ({
  bookingId,
  touristId: `tourist-${bookingId}`,
  guideEmail: 'asha@example.com',
  guideName: 'Asha',
  rating,
  comment: `About ${bookingId}`,
  createdAt: new Date(`2026-03-0${rating}T10:00:00.000Z`),
  windowEndsAt: new Date('2026-03-20T00:00:00.000Z'),
  ...(sealed ? { sealed: true as const } : {}),
});

describe('reviews of travellers by their guides', () => {
  it('stores the review as given, under an id of its own', async () => {
    const store = new NedbStore(null);
    await store.transaction((tx) => addTravellerReview(tx, review('b1', 4, true)));
    const rows = await travellerReviews(store).find({});
    expect(rows).toEqual([{ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...review('b1', 4, true) }]);
  });

  it('says whether the booking has its review, sealed or not', async () => {
    const store = new NedbStore(null);
    expect(await hasTravellerReview(store, 'b1')).toBe(false);
    await addTravellerReview(store, review('b1', 4, true));
    await addTravellerReview(store, review('b2', 5));
    expect(await hasTravellerReview(store, 'b1')).toBe(true);
    expect(await hasTravellerReview(store, 'b2')).toBe(true);
    expect(await hasTravellerReview(store, 'b3')).toBe(false);
  });

  it('gives the published reviews of the bookings asked for, by booking, in the view the bookings list shows', async () => {
    const store = new NedbStore(null);
    await addTravellerReview(store, review('b1', 4));
    await addTravellerReview(store, review('b2', 5, true));
    await addTravellerReview(store, review('b3', 3));
    await addTravellerReview(store, review('b4', 2));
    const published = await publishedTravellerReviews(store, ['b1', 'b2', 'b3', 'b5']);
    expect([...published.entries()].sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['b1', { rating: 4, comment: 'About b1', guideName: 'Asha', createdAt: '2026-03-04T10:00:00.000Z' }],
      ['b3', { rating: 3, comment: 'About b3', guideName: 'Asha', createdAt: '2026-03-03T10:00:00.000Z' }],
    ]);
    expect(await publishedTravellerReviews(store, [])).toEqual(new Map());
    expect(await publishedTravellerReviews(store, ['b2'])).toEqual(new Map());
  });
});
