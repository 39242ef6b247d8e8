import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { type GuideReviewDoc, guideReviews } from './guide-reviews.js';
import { publishDueReviews, publishTourReviews } from './tour-reviews.js';
import { type TravellerReviewDoc, travellerReviews } from './traveller-reviews.js';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const HOUR = 3_600_000;

const ofGuide = (bookingId: string, windowEndsAt: Date, sealed: boolean): GuideReviewDoc => ({
  _id: `guide-${bookingId}`,
  bookingId,
  guideEmail: 'asha@example.com',
  touristId: `tourist-${bookingId}`,
  name: 'Ravi',
  review: 'Good tour',
  rating: 5,
  profilePicture: '',
  createdAt: new Date('2026-03-01T00:00:00.000Z'),
  windowEndsAt,
  ...(sealed ? { sealed: true as const } : {}),
});
const ofTraveller = (bookingId: string, windowEndsAt: Date, sealed: boolean): TravellerReviewDoc => ({
  _id: `traveller-${bookingId}`,
  bookingId,
  touristId: `tourist-${bookingId}`,
  guideEmail: 'asha@example.com',
  guideName: 'Asha',
  rating: 4,
  comment: 'Punctual',
  createdAt: new Date('2026-03-01T00:00:00.000Z'),
  windowEndsAt,
  ...(sealed ? { sealed: true as const } : {}),
});

/** Which reviews are still sealed, by id. */
async function sealedIds(store: Store): Promise<string[]> {
  const guides = await guideReviews(store).find({ sealed: true });
  const travellers = await travellerReviews(store).find({ sealed: true });
  return [...guides, ...travellers].map((r) => r._id).sort();
}

describe('publishing the sealed reviews of a tour', () => {
  it("opens both reviews of the booking once the second is written, and no other booking's", async () => {
    const store = new NedbStore(null);
    const later = new Date(NOW.getTime() + 24 * HOUR);
    await guideReviews(store).insertMany([ofGuide('b1', later, true), ofGuide('b2', later, true)]);
    await travellerReviews(store).insertMany([
      ofTraveller('b1', later, true),
      ofTraveller('b2', later, true),
    ]);
    await store.transaction((tx) => publishTourReviews(tx, 'b1'));
    expect(await sealedIds(store)).toEqual(['guide-b2', 'traveller-b2']);
    expect(await guideReviews(store).findOne({ _id: 'guide-b1' })).not.toHaveProperty('sealed');
    expect(await travellerReviews(store).findOne({ _id: 'traveller-b1' })).not.toHaveProperty('sealed');
  });

  it('opens every sealed review whose window has ended (at its very end too), and counts them', async () => {
    const store = new NedbStore(null);
    const ended = new Date(NOW.getTime() - HOUR);
    const open = new Date(NOW.getTime() + HOUR);
    await guideReviews(store).insertMany([
      ofGuide('g-ended', ended, true),
      ofGuide('g-ends-now', NOW, true),
      ofGuide('g-open', open, true),
      ofGuide('g-published', ended, false),
    ]);
    await travellerReviews(store).insertMany([
      ofTraveller('t-ended', ended, true),
      ofTraveller('t-open', open, true),
      ofTraveller('t-published', ended, false),
    ]);
    // Two reviews of guides and one of a traveller.
    expect(await publishDueReviews(store, NOW)).toBe(3);
    expect(await sealedIds(store)).toEqual(['guide-g-open', 'traveller-t-open']);
    expect(await publishDueReviews(store, NOW)).toBe(0);
    expect(await publishDueReviews(store, open)).toBe(2);
    expect(await sealedIds(store)).toEqual([]);
  });
});
