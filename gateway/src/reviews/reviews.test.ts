import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NedbStore } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

let h: Harness;
const startProduct = useProduct();
afterEach(() => {
  vi.useRealTimers();
});

const list = async () => {
  const res = await h.app.request('/api/get-review', { method: 'POST' });
  return (await res.json()) as Array<Record<string, unknown>>;
};

describe('site reviews', () => {
  it('stores a review from a logged-in user and lists it for everyone, e-mail masked', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'ravi.kumar@example.com');
    const res = await post(
      h,
      '/api/submit-review',
      { email: 'ravi.kumar@example.com', rating: 4, comment: ' Lovely audio tour ' },
      cookie,
    );
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Thank you! Your review has been submitted.' },
    });
    const reviews = await list();
    expect(reviews).toEqual([
      expect.objectContaining({
        email: 'ra***@example.com',
        opinion: 'Lovely audio tour',
        review: 4,
        profilePicture: '',
        name: 'ravi.kumar',
      }),
    ]);
    expect(JSON.stringify(reviews)).not.toContain('ravi.kumar@example.com');
  });

  it('lists nothing when there are none, then the newest first, in the order they were written', async () => {
    h = await startProduct();
    expect(await list()).toEqual([]);
    const cookie = await loggedIn(h, 'asha@example.com');
    for (const comment of ['oldest', 'middle', 'newest'])
      await post(h, '/api/submit-review', { rating: 5, comment }, cookie);
    expect((await list()).map((r) => r.opinion)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('answers the newest page from its view: a new review shows at once, a renamed author within seconds', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'meera@example.com');
    const write = (comment: string) =>
      post(h, '/api/submit-review', { email: 'meera@example.com', rating: 5, comment }, cookie);
    await write('First');
    expect((await list()).map((r) => r.opinion)).toEqual(['First']);
    await write('Second');
    expect((await list()).map((r) => r.opinion)).toEqual(['Second', 'First']);

    await h.platform.store
      .collection('users')
      .updateOne({ email: 'meera@example.com' }, { $set: { username: 'Meera K' } });
    const now = Date.now();
    // Kept for five seconds at most: the old name until then, the new one from then on.
    vi.spyOn(Date, 'now').mockReturnValue(now + 4000);
    expect((await list()).map((r) => r.name)).toEqual(['meera', 'meera']);
    // A page of another size is not the one kept.
    expect(((await post(h, '/api/get-review', { limit: 1 })).body as unknown as unknown[]).length).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(now + 5000 + 6000);
    expect((await list()).map((r) => r.name)).toEqual(['Meera K', 'Meera K']);
    vi.restoreAllMocks();
  });

  it('answers the newest page over HTTP (the answer lane) no staler than the app: a new review at once, a renamed author within seconds', async () => {
    h = await startProduct();
    const base = await h.listen();
    const overHttp = async (field: string) => {
      const res = await fetch(`${base}/api/get-review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await res.json()) as Array<Record<string, unknown>>).map((r) => r[field]);
    };
    const cookie = await loggedIn(h, 'meera@example.com');
    const write = (comment: string) =>
      post(h, '/api/submit-review', { email: 'meera@example.com', rating: 5, comment }, cookie);
    await write('First');
    // The second request is learned by the lane, the third answered by it.
    for (let i = 0; i < 3; i++) expect(await overHttp('opinion')).toEqual(['First']);
    await write('Second');
    expect(await overHttp('opinion')).toEqual(['Second', 'First']);
    expect(await overHttp('opinion')).toEqual(['Second', 'First']);

    await h.platform.store
      .collection('users')
      .updateOne({ email: 'meera@example.com' }, { $set: { username: 'Meera K' } });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6000);
    expect(await overHttp('name')).toEqual(['Meera K', 'Meera K']);
    vi.restoreAllMocks();
  });

  it('pages further with {limit, before}: before is the last review seen', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    for (let i = 1; i <= 5; i++)
      await post(h, '/api/submit-review', { rating: 5, comment: `review ${i}` }, cookie);
    const page = async (body: unknown) =>
      (await post(h, '/api/get-review', body)).body as unknown as Array<{
        opinion: string;
        createdAt: string;
      }>;
    const first = await page({ limit: 2 });
    expect(first.map((r) => r.opinion)).toEqual(['review 5', 'review 4']);
    const second = await page({ limit: 2, before: first.at(-1)?.createdAt });
    expect(second.map((r) => r.opinion)).toEqual(['review 3', 'review 2']);
    const last = await page({ limit: 2, before: second.at(-1)?.createdAt });
    expect(last.map((r) => r.opinion)).toEqual(['review 1']);
    expect(await page({ before: '2001-01-01T00:00:00.000Z' })).toEqual([]);
    expect((await post(h, '/api/get-review', { limit: 0 })).status).toBe(400);
    expect((await post(h, '/api/get-review', { before: 'yesterday' })).status).toBe(400);
  });

  it('numbers reviews written before numbering existed, in the order they were written', async () => {
    // Data as an earlier version left it: reviews with no number and no index on one.
    const dir = mkdtempSync(join(tmpdir(), 'reviews-'));
    const earlier = new NedbStore(join(dir, 'store'));
    await earlier.collection('site_reviews').insertMany([
      { _id: 'b', userId: 'u', opinion: 'second', review: 4, createdAt: new Date('2026-01-02') },
      { _id: 'a', userId: 'u', opinion: 'first', review: 5, createdAt: new Date('2026-01-01') },
    ]);
    await earlier.close();
    h = await startProduct({ env: { DATA_DIR: dir } });
    expect((await list()).map((r) => r.opinion)).toEqual(['second', 'first']);
  });

  it('starts on reviews two processes numbered alike, numbering the older one anew (it refused to start before)', async () => {
    // What two gateways on one DATA_DIR left: each counted from its own memory, so two reviews got
    // number 1 under a unique index, and the next start threw nedb's uniqueViolated.
    const dir = mkdtempSync(join(tmpdir(), 'reviews-'));
    mkdirSync(join(dir, 'store'));
    const line = (doc: object) => `${JSON.stringify(doc)}\n`;
    writeFileSync(
      join(dir, 'store', 'site_reviews.db'),
      line({ $$indexCreated: { fieldName: 'seq', unique: true } }) +
        line({ _id: 'a', userId: 'u', opinion: 'first', review: 5, createdAt: { $$date: 1 }, seq: 1 }) +
        line({ _id: 'b', userId: 'u', opinion: 'second', review: 4, createdAt: { $$date: 2 }, seq: 1 }),
    );
    writeFileSync(join(dir, 'store', 'sequences.db'), line({ _id: 'site_reviews', seq: 1 }));
    h = await startProduct({ env: { DATA_DIR: dir } });
    expect((await list()).map((r) => r.opinion).sort()).toEqual(['first', 'second']);
    const numbers = (await h.platform.store.collection<{ _id: string; seq: number }>('site_reviews').find({}))
      .map((r) => r.seq)
      .sort();
    expect(numbers).toEqual([1, 2]);
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/submit-review', { rating: 5, comment: 'third' }, cookie)).status).toBe(200);
    expect((await list()).map((r) => r.opinion)).toContain('third');
  });

  it("answers 'opinion cant be empty', a rating outside 1 to 5, no login and another user's e-mail", async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/submit-review', { rating: 5, comment: '  ' }, cookie)).body.message).toBe(
      'opinion cant be empty',
    );
    for (const rating of [0, 6, 2.5, 'five']) {
      expect((await post(h, '/api/submit-review', { rating, comment: 'ok' }, cookie)).body.message).toBe(
        'Please choose a rating from 1 to 5 stars.',
      );
    }
    expect(
      (await post(h, '/api/submit-review', { rating: 5, comment: 'x'.repeat(2001) }, cookie)).status,
    ).toBe(400);
    expect((await post(h, '/api/submit-review', { rating: 5, comment: 'ok' })).status).toBe(401);
    expect(
      (await post(h, '/api/submit-review', { email: 'ravi@example.com', rating: 5, comment: 'ok' }, cookie))
        .status,
    ).toBe(403);
    expect(await list()).toEqual([]);
  });

  it('e-mails the thank-you through the mail worker, and only to the session’s own address', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await post(
      h,
      '/api/send-review-email',
      { touristMail: 'asha@example.com', rating: 5, opinion: 'Great' },
      cookie,
    );
    expect(res.body).toEqual({ message: 'Review email sent' });
    const mails = await h.platform.store
      .collection('outbox')
      .find({ 'event.payload.template': 'review-thanks' });
    expect(mails).toHaveLength(1);
    expect(
      (
        await post(
          h,
          '/api/send-review-email',
          { touristMail: 'x@example.com', rating: 5, opinion: 'Hi' },
          cookie,
        )
      ).status,
    ).toBe(403);
  });

  it('sends one account at most five thank-you mails an hour; another account still gets its own', async () => {
    h = await startProduct();
    const send = (cookie: string, touristMail: string) =>
      post(h, '/api/send-review-email', { touristMail, rating: 4, opinion: 'Good' }, cookie);
    const asha = await loggedIn(h, 'asha@example.com');
    for (let i = 0; i < 5; i++) expect((await send(asha, 'asha@example.com')).status).toBe(200);
    expect((await send(asha, 'asha@example.com')).status).toBe(429);
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect((await send(ravi, 'ravi@example.com')).status).toBe(200);
    const mails = await h.platform.store
      .collection('outbox')
      .find({ 'event.payload.template': 'review-thanks' });
    expect(mails).toHaveLength(6);
  });
});
