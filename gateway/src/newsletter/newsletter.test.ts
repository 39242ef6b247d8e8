import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

const startProduct = useProduct();

const welcomeMails = (h: Harness) =>
  h.platform.store.collection('outbox').count({ 'event.payload.template': 'newsletter-welcome' });

describe('POST /api/subscribeEmail', () => {
  it("subscribes the logged-in user's own e-mail once: 'Subscribed Successfully to our newsletter'", async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    // The mail worker is woken for the welcome mail at once, not at its next round.
    const nudge = vi.spyOn(h.deps.relay, 'nudge');
    const first = await post(h, '/api/subscribeEmail', { subscribeEmail: 'asha@example.com' }, cookie);
    expect(first).toMatchObject({
      status: 200,
      body: { message: 'Subscribed Successfully to our newsletter', subscribed: true },
    });
    // The first subscription is the one that records the subscriber and sends the welcome.
    expect(await welcomeMails(h)).toBe(1);
    expect(nudge).toHaveBeenCalledTimes(1);
    const subscribers = await h.platform.store.collection('newsletter_subscribers').find({});
    expect(subscribers).toMatchObject([{ _id: 'asha@example.com' }]);
    const again = await post(h, '/api/subscribeEmail', { subscribeEmail: 'ASHA@example.com' }, cookie);
    expect(again.body.message).toBe('Subscribed Successfully to our newsletter');
    expect(await welcomeMails(h)).toBe(1);
    expect(nudge).toHaveBeenCalledTimes(1);
    expect((await post(h, '/api/loadUserData', {}, cookie)).body.newsletter).toBe(true);
  });

  it("answers 'Please log in first' when logged out", async () => {
    const h = await startProduct();
    expect(await post(h, '/api/subscribeEmail', { subscribeEmail: 'asha@example.com' })).toMatchObject({
      status: 401,
      body: { message: 'Please log in first' },
    });
  });

  it('answers "Email doesn\'t match with logged in mail" for another e-mail', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      await post(h, '/api/subscribeEmail', { subscribeEmail: 'ravi@example.com' }, cookie),
    ).toMatchObject({
      status: 403,
      body: { message: "Email doesn't match with logged in mail" },
    });
    expect(await welcomeMails(h)).toBe(0);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/subscribeEmail', { subscribeEmail: 'asha@' }, cookie)).body.message).toBe(
      'Please enter a valid email address.',
    );
  });
});
