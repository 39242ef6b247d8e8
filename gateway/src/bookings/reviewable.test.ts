/**
 * Who may review a tour, and until when (issue 26): the tourist their guide and the guide their
 * traveller, each once, after the paid, accepted tour, until (not at) the end of the review window.
 * A refusal says why, with its code and its message; a refused review leaves nothing in the store.
 * A tourist's scores are kept with their review and shown with it once it is published.
 */
import { MESSAGES, TOUR_REVIEW_TEXTS } from '@app/contracts';
import type { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { listGuideReviews } from '../reviews/index.js';
import { hoursAfterNow } from './booking-fixtures.js';
import { bookings } from './booking-store.js';
import { markReviewed } from './reviewable.js';
import { submitGuideReview, submitTravellerReview } from './tour-review.js';
import { actorOf, asha, pastTour, storeWith, tina, WINDOW_ENDS } from './tour-review-fixtures.js';

const JUST_BEFORE_END = new Date(WINDOW_ENDS.getTime() - 1);

/** What the store holds of the booking's reviews. */
async function held(store: NedbStore, bookingId: string) {
  const booking = await bookings(store).findOne({ _id: bookingId });
  return {
    reviewed: booking?.reviewed === true,
    guideReviewed: booking?.guideReviewed === true,
    ofGuide: await store.collection('guide_reviews').count({ bookingId }),
    ofTraveller: await store.collection('traveller_reviews').count({ bookingId }),
  };
}

const ofGuide = (bookingId: string) => ({ bookingId, rating: 4, comment: 'Knew every stone of it.' });
const ofTraveller = (bookingId: string) => ({ bookingId, rating: 5, comment: 'On time, curious.' });

describe('the review window', () => {
  it('refuses both reviews at the instant the window ends, and takes them a millisecond before', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    const closed = {
      code: 'FORBIDDEN',
      appCode: 'REVIEW_WINDOW_CLOSED',
      message: TOUR_REVIEW_TEXTS.windowClosed,
    };
    await expect(submitGuideReview({ store }, tina, ofGuide(tour._id), WINDOW_ENDS)).rejects.toMatchObject(
      closed,
    );
    await expect(
      submitTravellerReview({ store }, asha, ofTraveller(tour._id), WINDOW_ENDS),
    ).rejects.toMatchObject(closed);
    expect(await held(store, tour._id)).toEqual({
      reviewed: false,
      guideReviewed: false,
      ofGuide: 0,
      ofTraveller: 0,
    });

    expect(await submitGuideReview({ store }, tina, ofGuide(tour._id), JUST_BEFORE_END)).toEqual({
      message: TOUR_REVIEW_TEXTS.sealed,
      published: false,
    });
    expect(await submitTravellerReview({ store }, asha, ofTraveller(tour._id), JUST_BEFORE_END)).toEqual({
      message: TOUR_REVIEW_TEXTS.published,
      published: true,
    });
    expect(await held(store, tour._id)).toEqual({
      reviewed: true,
      guideReviewed: true,
      ofGuide: 1,
      ofTraveller: 1,
    });
  });
});

describe('one review per side', () => {
  it('refuses the tourist a second review with ALREADY_REVIEWED and its message', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    await submitGuideReview({ store }, tina, ofGuide(tour._id), hoursAfterNow(1));
    await expect(
      submitGuideReview({ store }, tina, { ...ofGuide(tour._id), rating: 1 }, hoursAfterNow(2)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      appCode: 'ALREADY_REVIEWED',
      message: MESSAGES.alreadyReviewed,
    });
    expect(await held(store, tour._id)).toMatchObject({ reviewed: true, ofGuide: 1 });
  });

  it('refuses the guide a second review of the traveller with ALREADY_REVIEWED and the traveller’s message', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    expect(await submitTravellerReview({ store }, asha, ofTraveller(tour._id), hoursAfterNow(1))).toEqual({
      message: TOUR_REVIEW_TEXTS.sealed,
      published: false,
    });
    await expect(
      submitTravellerReview({ store }, asha, { ...ofTraveller(tour._id), rating: 1 }, hoursAfterNow(2)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      appCode: 'ALREADY_REVIEWED',
      message: TOUR_REVIEW_TEXTS.travellerReviewed,
    });
    expect(await held(store, tour._id)).toEqual({
      reviewed: false,
      guideReviewed: true,
      ofGuide: 0,
      ofTraveller: 1,
    });
  });
});

describe('who may review a traveller', () => {
  it('refuses another guide, a tour not over or not accepted, and an unknown booking, with REVIEW_NOT_ALLOWED', async () => {
    const tour = pastTour();
    const notOver = pastTour({ startsAt: hoursAfterNow(2), endsAt: hoursAfterNow(6) });
    const unanswered = pastTour({ status: 'requested' });
    const store = await storeWith(tour, notOver, unanswered);
    const ravi = actorOf('ravi@example.com');
    const notAllowed = {
      code: 'FORBIDDEN',
      appCode: 'REVIEW_NOT_ALLOWED',
      message: TOUR_REVIEW_TEXTS.travellerNotAllowed,
    };
    for (const [guide, bookingId] of [
      [ravi, tour._id],
      [asha, notOver._id],
      [asha, unanswered._id],
      [asha, 'no-such-booking'],
    ] as const)
      await expect(
        submitTravellerReview({ store }, guide, ofTraveller(bookingId), hoursAfterNow(1)),
      ).rejects.toMatchObject(notAllowed);
    expect(await store.collection('traveller_reviews').count({})).toBe(0);
    expect(await bookings(store).count({ guideReviewed: true })).toBe(0);
  });
});

describe('the tourist’s scores', () => {
  it('are kept with the review and shown with it once published', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    const scores = { guiding: 5, organisation: 3, value: 4 };
    await submitGuideReview({ store }, tina, { ...ofGuide(tour._id), scores }, hoursAfterNow(1));
    await submitTravellerReview({ store }, asha, ofTraveller(tour._id), hoursAfterNow(2));
    expect(await listGuideReviews(store, 'asha@example.com')).toEqual([
      expect.objectContaining({ rating: 4, review: 'Knew every stone of it.', scores }),
    ]);
  });
});

describe('the mark of a reviewed booking', () => {
  it('is set once per side: marking a side again answers false, and the other side is its own', async () => {
    const tour = pastTour();
    const store = await storeWith(tour);
    expect(await markReviewed(store, tour._id)).toBe(true);
    expect(await markReviewed(store, tour._id)).toBe(false);
    expect(await held(store, tour._id)).toMatchObject({ reviewed: true, guideReviewed: false });
    expect(await markReviewed(store, tour._id, 'guideReviewed')).toBe(true);
    expect(await markReviewed(store, tour._id, 'guideReviewed')).toBe(false);
    expect(await markReviewed(store, 'no-such-booking')).toBe(false);
    expect(await held(store, tour._id)).toMatchObject({ reviewed: true, guideReviewed: true });
  });
});
