import { NedbStore, type Store } from '@app/infra';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { lastNumber, setLastNumber } from '../system/index.js';
import { ensureReviewIndexes, listReviews, maskEmail, type ReviewDoc, reviews } from './site-reviews.js';

const startProduct = useProduct();

describe('site reviews of a deleted account', () => {
  it('stay listed, signed "Former traveller", with no e-mail or picture', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'ravi.kumar@example.com');
    await post(h, '/api/submit-review', { rating: 5, comment: 'Worth it' }, cookie);
    await h.platform.store.collection('users').deleteOne({ email: 'ravi.kumar@example.com' });
    const res = await h.app.request('/api/get-review', { method: 'POST' });
    expect(await res.json()).toEqual([
      expect.objectContaining({
        name: 'Former traveller',
        email: '',
        profilePicture: '',
        opinion: 'Worth it',
        review: 5,
      }),
    ]);
  });
});

const REVIEWS = 'site_reviews';
const written = (id: string, day: number, seq?: number): ReviewDoc => {
  const doc = { _id: id, userId: 'u', opinion: id, review: 5, createdAt: new Date(Date.UTC(2026, 0, day)) };
  return (seq === undefined ? doc : { ...doc, seq }) as ReviewDoc;
};
const numbers = async (store: Store) =>
  Object.fromEntries((await reviews(store).find({})).map((r) => [r._id, r.seq]));

describe('numbering site reviews at start-up', () => {
  it('numbers the unnumbered in the order they were written, not the order they are stored in', async () => {
    const store = new NedbStore(null);
    // The newest first, and under the smaller id.
    await reviews(store).insertMany([written('a-newest', 3), written('b-middle', 2), written('c-oldest', 1)]);
    await ensureReviewIndexes(store);
    expect(await numbers(store)).toEqual({ 'c-oldest': 1, 'b-middle': 2, 'a-newest': 3 });
    expect(await lastNumber(store, REVIEWS)).toBe(3);
  });

  it('numbers on from the highest number given when the counter fell behind it, and brings the counter up', async () => {
    const store = new NedbStore(null);
    await reviews(store).insertMany([written('one', 1, 1), written('two', 2, 2), written('late', 3)]);
    await setLastNumber(store, REVIEWS, 1);
    await ensureReviewIndexes(store);
    expect(await numbers(store)).toEqual({ one: 1, two: 2, late: 3 });
    expect(await lastNumber(store, REVIEWS)).toBe(3);
  });

  it('numbers on from the counter when it is ahead of the numbers given', async () => {
    const store = new NedbStore(null);
    await reviews(store).insertMany([written('one', 1, 1), written('late', 2)]);
    await setLastNumber(store, REVIEWS, 7);
    await ensureReviewIndexes(store);
    expect(await numbers(store)).toEqual({ one: 1, late: 8 });
    expect(await lastNumber(store, REVIEWS)).toBe(8);
  });

  it('brings a counter that fell behind up to the highest number, with nothing to number', async () => {
    const store = new NedbStore(null);
    await reviews(store).insertMany([written('one', 1, 1), written('two', 2, 2)]);
    await ensureReviewIndexes(store);
    expect(await lastNumber(store, REVIEWS)).toBe(2);
  });
});

describe('numbering site reviews at start-up, for any reviews and counter', () => {
  it('keeps every number given, numbers the rest above the counter and the numbers given, by date, and leaves the counter at the highest', async () => {
    const reviewsAndCounter = fc.record({
      // Distinct numbers where given (a duplicate is mended before this runs), a day each.
      given: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 8 }),
      unnumbered: fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { maxLength: 6 }),
      counter: fc.integer({ min: 0, max: 80 }),
    });
    await fc.assert(
      fc.asyncProperty(reviewsAndCounter, async ({ given, unnumbered, counter }) => {
        const store = new NedbStore(null);
        const docs = [
          ...given.map((seq, i) => written(`n${i}`, 1 + (i % 28), seq)),
          ...unnumbered.map((day, i) => written(`u${i}`, day)),
        ];
        if (docs.length > 0) await reviews(store).insertMany(docs);
        await setLastNumber(store, REVIEWS, counter);
        await ensureReviewIndexes(store);

        const after = await numbers(store);
        given.forEach((seq, i) => {
          expect(after[`n${i}`]).toBe(seq);
        });
        const start = Math.max(counter, ...given);
        const byDate = unnumbered.map((day, i) => ({ id: `u${i}`, day })).sort((a, b) => a.day - b.day);
        byDate.forEach(({ id }, i) => {
          expect(after[id]).toBe(start + i + 1);
        });
        expect(await lastNumber(store, REVIEWS)).toBe(start + unnumbered.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the newest page of site reviews', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is kept for less than five seconds: at five seconds it is read anew', async () => {
    const store = new NedbStore(null);
    await reviews(store).insertOne(written('first', 1, 1));
    await setLastNumber(store, REVIEWS, 1);
    const now = Date.now();
    const opinions = async (at: number) => {
      vi.spyOn(Date, 'now').mockReturnValue(at);
      return (await listReviews({ store })).map((r) => r.opinion);
    };
    expect(await opinions(now)).toEqual(['first']);
    await reviews(store).updateOne({ _id: 'first' }, { $set: { opinion: 'edited' } });
    expect(await opinions(now + 4999)).toEqual(['first']);
    expect(await opinions(now + 5000)).toEqual(['edited']);
  });
});

describe('masking an e-mail', () => {
  it('keeps two letters and the domain, and no made-up domain for an address without one', () => {
    expect(maskEmail('ravi.kumar@example.com')).toBe('ra***@example.com');
    expect(maskEmail('nobody')).toBe('no***@');
  });
});
