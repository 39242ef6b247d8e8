import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get } from '../../test/http.js';
import {
  addGuideReview,
  addSeededGuideReviews,
  type GuideReviewDoc,
  guideRating,
  guideReviews,
  hasGuideReview,
  listGuideReviews,
} from './guide-reviews.js';

const startProduct = useProduct();

const DAY = 86_400_000;
const review = (n: number, rating: number, guideEmail = 'asha@example.com'): GuideReviewDoc => ({
  _id: `review-${n}`,
  bookingId: `booking-${n}`,
  guideEmail,
  touristId: `tourist-${n}`,
  name: `Tourist ${n}`,
  review: `Tour number ${n}`,
  rating,
  profilePicture: n === 1 ? 'a1b2.png' : '',
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * DAY),
});

describe('reviews of a guide', () => {
  it('averages to 0 with no review, and to the rounded mean otherwise', async () => {
    const h = await startProduct();
    const store = h.platform.store;
    expect(await guideRating(store, 'asha@example.com')).toEqual({ averageRating: 0, reviewCount: 0 });
    await guideReviews(store).insertMany([
      review(1, 4),
      review(2, 4),
      review(3, 5),
      review(4, 1, 'ravi@example.com'),
    ]);
    // (4 + 4 + 5) / 3 = 4.33: rounded to 4; another guide's review does not count.
    expect(await guideRating(store, 'ASHA@example.com ')).toEqual({ averageRating: 4, reviewCount: 3 });
    await guideReviews(store).insertOne(review(5, 5));
    // (4 + 4 + 5 + 5) / 4 = 4.5: rounded up to 5.
    expect(await guideRating(store, 'asha@example.com')).toEqual({ averageRating: 5, reviewCount: 4 });
  });

  it('keeps one review per booking', async () => {
    const h = await startProduct();
    await guideReviews(h.platform.store).insertOne(review(1, 4));
    await expect(
      guideReviews(h.platform.store).insertOne({ ...review(1, 5), _id: 'again' }),
    ).rejects.toThrow();
  });

  it('lists them for anyone at GET /api/reviews/{email}, newest first, in the shape of spec §3', async () => {
    const h = await startProduct();
    await guideReviews(h.platform.store).insertMany([review(1, 4), review(3, 5), review(2, 3)]);
    const res = await get(h, '/api/reviews/asha%40example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: 'review-3', rating: 5 }),
      expect.objectContaining({ id: 'review-2', rating: 3 }),
      {
        id: 'review-1',
        name: 'Tourist 1',
        review: 'Tour number 1',
        rating: 4,
        profilePicture: 'a1b2.png',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    expect((await get(h, '/api/reviews/nobody@example.com')).body).toEqual([]);
    expect(await listGuideReviews(h.platform.store, 'Asha@Example.com')).toHaveLength(3);
    expect(await (await callerFor(h)).guides.reviews({ email: 'asha@example.com' })).toHaveLength(3);
  });
});

describe('reviews of a guide, kept', () => {
  it("adds the seed's reviews under their own ids, as given", async () => {
    const store = new NedbStore(null);
    const { _id: _one, ...one } = review(1, 4);
    const { _id: _two, ...two } = review(2, 5);
    await store.transaction((tx) =>
      addSeededGuideReviews(tx, [
        { id: 'seed-1', ...one },
        { id: 'seed-2', ...two },
      ]),
    );
    const rows = (await guideReviews(store).find({})).sort((a, b) => a._id.localeCompare(b._id));
    expect(rows).toEqual([
      { _id: 'seed-1', ...one },
      { _id: 'seed-2', ...two },
    ]);
  });

  it('says whether the booking has its review, sealed or not', async () => {
    const store = new NedbStore(null);
    expect(await hasGuideReview(store, 'booking-1')).toBe(false);
    const { _id: _id1, ...sealed } = review(1, 4);
    await addGuideReview(store, { ...sealed, sealed: true });
    expect(await hasGuideReview(store, 'booking-1')).toBe(true);
    expect(await hasGuideReview(store, 'booking-2')).toBe(false);
  });

  it('lists the scores for guiding, organisation and value with a review that has them', async () => {
    const store = new NedbStore(null);
    const scores = { guiding: 5, organisation: 3, value: 4 };
    await guideReviews(store).insertMany([{ ...review(1, 4), scores }, review(2, 5)]);
    const listed = await listGuideReviews(store, 'asha@example.com');
    expect(listed.map((r) => [r.id, r.scores])).toEqual([
      ['review-2', undefined],
      ['review-1', scores],
    ]);
    expect(listed[0]).not.toHaveProperty('scores');
  });
});
