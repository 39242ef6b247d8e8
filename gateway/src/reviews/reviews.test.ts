import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

let h: Harness;
afterEach(async () => {
  vi.useRealTimers();
  await h.close();
});

const list = async () => {
  const res = await h.app.request('/api/get-review', { method: 'POST' });
  return (await res.json()) as Array<Record<string, unknown>>;
};

describe('site reviews', () => {
  it('stores a review from a logged-in user and lists it for everyone, e-mail masked', async () => {
    h = await harness();
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

  it('lists nothing when there are none, then the newest first by time written, whatever the order written', async () => {
    h = await harness();
    expect(await list()).toEqual([]);
    const cookie = await loggedIn(h, 'asha@example.com');
    // Only Date is faked, at distinct minutes, so the order is decided by time and never by chance;
    // written out of order so neither insertion order nor its reverse passes for newest first.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (minute: number) => vi.setSystemTime(start + minute * 60_000);
    at(1);
    await post(h, '/api/submit-review', { rating: 5, comment: 'oldest' }, cookie);
    at(3);
    await post(h, '/api/submit-review', { rating: 3, comment: 'newest' }, cookie);
    at(2);
    await post(h, '/api/submit-review', { rating: 4, comment: 'middle' }, cookie);
    vi.useRealTimers();
    expect((await list()).map((r) => r.opinion)).toEqual(['newest', 'middle', 'oldest']);
  });

  it("answers 'opinion cant be empty', a rating outside 1 to 5, no login and another user's e-mail", async () => {
    h = await harness();
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
    h = await harness();
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
});
