import { FORMER_GUIDE, FORMER_TRAVELLER } from '@app/contracts';
import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/index.js';
import { type GuideReviewDoc, guideReviews } from './guide-reviews.js';
import { detachReviewsOfGuide, reviewsPersonalData, reviewsWrittenBy } from './personal-data.js';
import { type ReviewDoc, reviews } from './site-reviews.js';
import { type TravellerReviewDoc, travellerReviews } from './traveller-reviews.js';

const day = (n: number) => new Date(Date.UTC(2026, 2, n));
const ASHA = { _id: 'user-asha', email: 'asha@example.com' };
const RAVI = { _id: 'user-ravi', email: 'ravi@example.com' };
const account = (user: { _id: string; email: string }) => user as Account;

const site = (id: string, userId: string, n: number): ReviewDoc => ({
  _id: id,
  userId,
  opinion: `Site opinion ${id}`,
  review: n,
  createdAt: day(n),
  seq: n,
});
const ofGuide = (id: string, touristId: string, guideEmail: string, n: number): GuideReviewDoc => ({
  _id: id,
  bookingId: `booking-${id}`,
  guideEmail,
  touristId,
  name: `Tourist of ${id}`,
  review: `Guide review ${id}`,
  rating: n,
  profilePicture: `${id}.png`,
  createdAt: day(n),
});
const ofTraveller = (
  id: string,
  touristId: string,
  guideEmail: string,
  n: number,
  sealed = false,
): TravellerReviewDoc => ({
  _id: id,
  bookingId: `booking-${id}`,
  touristId,
  guideEmail,
  guideName: `Guide of ${id}`,
  rating: n,
  comment: `Traveller review ${id}`,
  createdAt: day(n),
  windowEndsAt: day(n + 14),
  ...(sealed ? { sealed: true as const } : {}),
});

/**
 * Asha writes as a tourist and as a guide, and is written about; Ravi too. Each list is stored
 * newest first, under ids in that order too, so only a sort by date gives it oldest first.
 */
async function seeded(): Promise<Store> {
  const store = new NedbStore(null);
  await reviews(store).insertMany([
    site('s1', ASHA._id, 3),
    site('s2', ASHA._id, 1),
    site('s3', RAVI._id, 2),
  ]);
  await guideReviews(store).insertMany([
    ofGuide('g1', ASHA._id, RAVI.email, 5),
    ofGuide('g2', ASHA._id, 'meera@example.com', 4),
    ofGuide('g3', RAVI._id, ASHA.email, 3),
  ]);
  await travellerReviews(store).insertMany([
    // Asha as a guide, about her travellers.
    ofTraveller('t1', RAVI._id, ASHA.email, 4),
    ofTraveller('t2', 'user-meera', ASHA.email, 2),
    // Guides about Asha: one published, one still sealed, one older published.
    ofTraveller('t3', ASHA._id, RAVI.email, 5),
    ofTraveller('t4', ASHA._id, 'meera@example.com', 4, true),
    ofTraveller('t5', ASHA._id, 'meera@example.com', 1),
    // Ravi's, with Asha in neither role.
    ofTraveller('t6', 'user-meera', RAVI.email, 3),
  ]);
  return store;
}

const sortedById = <T extends { _id: string }>(rows: T[]) => rows.sort((a, b) => a._id.localeCompare(b._id));

describe("the reviews' part of a user's data", () => {
  it('copies the reviews the user wrote and the published ones about them, oldest first, in their own shape', async () => {
    const store = await seeded();
    const copy = await reviewsPersonalData.copies?.reviews?.(store, account(ASHA));
    expect(copy).toEqual({
      ofTravellers: [
        {
          bookingId: 'booking-t2',
          guideName: 'Guide of t2',
          rating: 2,
          comment: 'Traveller review t2',
          createdAt: day(2),
        },
        {
          bookingId: 'booking-t1',
          guideName: 'Guide of t1',
          rating: 4,
          comment: 'Traveller review t1',
          createdAt: day(4),
        },
      ],
      // The sealed review (t4) would break the double-blind: not in the copy yet.
      aboutYou: [
        {
          bookingId: 'booking-t5',
          guideName: 'Guide of t5',
          rating: 1,
          comment: 'Traveller review t5',
          createdAt: day(1),
        },
        {
          bookingId: 'booking-t3',
          guideName: 'Guide of t3',
          rating: 5,
          comment: 'Traveller review t3',
          createdAt: day(5),
        },
      ],
      ofTheSite: [
        { opinion: 'Site opinion s2', rating: 1, createdAt: day(1) },
        { opinion: 'Site opinion s1', rating: 3, createdAt: day(3) },
      ],
      ofGuides: [
        {
          bookingId: 'booking-g2',
          guideEmail: 'meera@example.com',
          name: 'Tourist of g2',
          review: 'Guide review g2',
          rating: 4,
          createdAt: day(4),
        },
        {
          bookingId: 'booking-g1',
          guideEmail: RAVI.email,
          name: 'Tourist of g1',
          review: 'Guide review g1',
          rating: 5,
          createdAt: day(5),
        },
      ],
    });
  });

  it('copies no review for a user who wrote none, only the published ones about them', async () => {
    const store = await seeded();
    expect(await reviewsWrittenBy(store, { _id: 'user-meera', email: 'nobody@example.com' })).toEqual({
      ofTravellers: [],
      aboutYou: [
        {
          bookingId: 'booking-t2',
          guideName: 'Guide of t2',
          rating: 2,
          comment: 'Traveller review t2',
          createdAt: day(2),
        },
        {
          bookingId: 'booking-t6',
          guideName: 'Guide of t6',
          rating: 3,
          comment: 'Traveller review t6',
          createdAt: day(3),
        },
      ],
      ofTheSite: [],
      ofGuides: [],
    });
  });

  it("on erasure keeps the user's reviews unsigned, deletes those about them, unsigns those they wrote as a guide; others' stay as they were", async () => {
    const store = await seeded();
    const now = new Date('2026-04-01T12:00:00.000Z');
    const before = {
      site: sortedById(await reviews(store).find({})),
      guides: sortedById(await guideReviews(store).find({})),
      travellers: sortedById(await travellerReviews(store).find({})),
    };
    const [s1, s2, s3] = before.site;
    const [g1, g2, g3] = before.guides;
    const [t1, t2, , , , t6] = before.travellers;
    const expected = {
      site: [
        { ...s1, userId: 'erased', anonymisedAt: now },
        { ...s2, userId: 'erased', anonymisedAt: now },
        s3,
      ],
      guides: [
        { ...g1, touristId: 'erased', name: FORMER_TRAVELLER, profilePicture: '', anonymisedAt: now },
        { ...g2, touristId: 'erased', name: FORMER_TRAVELLER, profilePicture: '', anonymisedAt: now },
        g3,
      ],
      // t3, t4 and t5 were about Asha: gone, sealed or not.
      travellers: [
        { ...t1, guideEmail: '', guideName: FORMER_GUIDE, anonymisedAt: now },
        { ...t2, guideEmail: '', guideName: FORMER_GUIDE, anonymisedAt: now },
        t6,
      ],
    };
    expect(await reviewsPersonalData.erase?.(store, account(ASHA), now)).toBeUndefined();
    const after = async () => ({
      site: sortedById(await reviews(store).find({})),
      guides: sortedById(await guideReviews(store).find({})),
      travellers: sortedById(await travellerReviews(store).find({})),
    });
    expect(await after()).toEqual(expected);
    // A repeat changes nothing.
    await reviewsPersonalData.erase?.(store, account(ASHA), new Date('2026-05-01T00:00:00.000Z'));
    expect(await after()).toEqual(expected);
    expect(await reviewsWrittenBy(store, ASHA)).toEqual({
      ofTravellers: [],
      aboutYou: [],
      ofTheSite: [],
      ofGuides: [],
    });
  });

  it("detaches an erased guide's e-mail from the reviews of them, and only theirs", async () => {
    const store = await seeded();
    const before = sortedById(await guideReviews(store).find({}));
    await detachReviewsOfGuide(store, RAVI.email);
    const [g1, g2, g3] = before;
    expect(sortedById(await guideReviews(store).find({}))).toEqual([{ ...g1, guideEmail: '' }, g2, g3]);
  });
});
