/**
 * A repeated review adds nothing, however it arrives (issue 26): of two racing reviews by one side
 * one is taken and the other answered ALREADY_REVIEWED with that side's message, and so is a review
 * the store already holds for the booking (the unique index), even when the booking's own mark is
 * missing. A write that fails for another reason (a full disk) is not called a repeat: its error
 * passes on as it is, nothing is kept, and the same review is taken when tried again.
 */
import { MESSAGES, TOUR_REVIEW_TEXTS } from '@app/contracts';
import { type Doc, StorageFullError, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { addGuideReview, addTravellerReview } from '../reviews/index.js';
import { BOOKING_NOW, hoursAfterNow } from './booking-fixtures.js';
import { bookings } from './booking-store.js';
import { submitGuideReview, submitTravellerReview } from './tour-review.js';
import { asha, pastTour, storeWith, tina, WINDOW_ENDS } from './tour-review-fixtures.js';

const NOW = hoursAfterNow(1);

/** How many sides the booking is marked reviewed by. */
async function markedSides(store: Store, bookingId: string) {
  const booking = await bookings(store).findOne({ _id: bookingId });
  return [booking?.reviewed, booking?.guideReviewed].filter((marked) => marked === true).length;
}

const ofGuide = (bookingId: string) => ({ bookingId, rating: 4, comment: 'Knew every stone of it.' });
const ofTraveller = (bookingId: string) => ({ bookingId, rating: 5, comment: 'On time, curious.' });
const repeat = (message: string) => ({ code: 'CONFLICT', appCode: 'ALREADY_REVIEWED', message });

/** The store, whose transactions fail as a full disk fails them: after their work, keeping none of it. */
const fullDisk = (store: Store, failure: Error): Store => ({
  kind: store.kind,
  collection: <T extends Doc = Doc>(name: string) => store.collection<T>(name),
  ensureIndex: (collection, index) => store.ensureIndex(collection, index),
  transaction: <R>(work: (tx: Store) => Promise<R>): Promise<R> =>
    store.transaction(async (tx) => {
      await work(tx);
      throw failure;
    }),
  ping: () => store.ping(),
  readAhead: () => store.readAhead(),
  close: () => store.close(),
});

describe('two racing reviews by one side', () => {
  it('takes the tourist’s once and answers the other ALREADY_REVIEWED with its message', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    const results = await Promise.allSettled([
      submitGuideReview({ store }, tina, ofGuide(tour._id), NOW),
      submitGuideReview({ store }, tina, { ...ofGuide(tour._id), rating: 2 }, NOW),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject(
      repeat(MESSAGES.alreadyReviewed),
    );
    expect(await store.collection('guide_reviews').count({ bookingId: tour._id })).toBe(1);
  });

  it('takes the guide’s once and answers the other ALREADY_REVIEWED with the traveller’s message', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    const results = await Promise.allSettled([
      submitTravellerReview({ store }, asha, ofTraveller(tour._id), NOW),
      submitTravellerReview({ store }, asha, { ...ofTraveller(tour._id), rating: 2 }, NOW),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject(
      repeat(TOUR_REVIEW_TEXTS.travellerReviewed),
    );
    expect(await store.collection('traveller_reviews').count({ bookingId: tour._id })).toBe(1);
  });
});

describe('a review the store already holds for the booking', () => {
  it('answers ALREADY_REVIEWED to either side even when the booking lost its mark, and keeps the one held', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    await addGuideReview(store, {
      bookingId: tour._id,
      guideEmail: tour.guideEmail,
      touristId: tour.touristId,
      name: 'tina',
      review: 'Written before.',
      rating: 5,
      profilePicture: '',
      createdAt: BOOKING_NOW,
      sealed: true,
      windowEndsAt: WINDOW_ENDS,
    });
    await addTravellerReview(store, {
      bookingId: tour._id,
      touristId: tour.touristId,
      guideEmail: tour.guideEmail,
      guideName: tour.guideName,
      rating: 5,
      comment: 'Written before.',
      createdAt: BOOKING_NOW,
      sealed: true,
      windowEndsAt: WINDOW_ENDS,
    });
    await expect(submitGuideReview({ store }, tina, ofGuide(tour._id), NOW)).rejects.toMatchObject(
      repeat(MESSAGES.alreadyReviewed),
    );
    await expect(submitTravellerReview({ store }, asha, ofTraveller(tour._id), NOW)).rejects.toMatchObject(
      repeat(TOUR_REVIEW_TEXTS.travellerReviewed),
    );
    expect(await markedSides(store, tour._id)).toBe(0);
    const reviews = [
      ...(await store.collection('guide_reviews').find({ bookingId: tour._id })),
      ...(await store.collection('traveller_reviews').find({ bookingId: tour._id })),
    ];
    expect(reviews.map((r) => [r.review ?? r.comment, r.sealed])).toEqual([
      ['Written before.', true],
      ['Written before.', true],
    ]);
  });
});

describe('a review the disk has no room for', () => {
  it('fails with the disk’s error, not as a repeat, keeps nothing, and is taken when tried again', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    const failure = new StorageFullError('no room left on the disk');
    await expect(
      submitGuideReview({ store: fullDisk(store, failure) }, tina, ofGuide(tour._id), NOW),
    ).rejects.toBe(failure);
    await expect(
      submitTravellerReview({ store: fullDisk(store, failure) }, asha, ofTraveller(tour._id), NOW),
    ).rejects.toBe(failure);
    expect(await markedSides(store, tour._id)).toBe(0);
    expect(await store.collection('guide_reviews').count({})).toBe(0);
    expect(await store.collection('traveller_reviews').count({})).toBe(0);

    expect(await submitGuideReview({ store }, tina, ofGuide(tour._id), NOW)).toMatchObject({
      published: false,
    });
    expect(await submitTravellerReview({ store }, asha, ofTraveller(tour._id), NOW)).toMatchObject({
      published: true,
    });
  });
});
