import { type Envelope, makeEvent, type NotificationPush, TOPICS } from '@app/contracts';
import { recordEvents } from '@app/infra';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { sseReader } from '../../test/sse.js';
import { AppError } from '../core/index.js';
import type { AppEnv } from '../http/app-env.js';
import { notificationRoutes } from '../rest/notifications.routes.js';

const GUIDE = 'ravi.guide@example.com';
const WAIT = { timeout: 10_000, interval: 20 };
const ENDED_EARLY = 'notification stream ended early';

const startProduct = useProduct();

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * What `promise` has come to so far, to wait for it no longer than WAIT: a stream that ends only
 * when its 25 s keep-alive wakes up would still end within the test's own timeout.
 */
function watch<T>(promise: Promise<T>): { settled: boolean; value?: T } {
  const seen: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    seen.value = value;
    seen.settled = true;
  });
  return seen;
}

/** The product's stream route, with keep-alives every `keepAliveMs`. */
const streamRoute = (product: Harness, keepAliveMs: number) =>
  new Hono<AppEnv>().route('/', notificationRoutes(product.deps, { keepAliveMs }));

/** The pushes of a notification stream, as the app's EventSource reads them. */
function sse(res: Response) {
  const reader = sseReader(res);
  return {
    block: reader.block,
    /** The next push, past keep-alive comments. */
    push: async (): Promise<NotificationPush> => {
      const event = await reader.next();
      if (!event) throw new Error('the stream ended');
      return JSON.parse(event.data) as NotificationPush;
    },
    /** Resolves once the server ended the stream. */
    ended: async (): Promise<void> => {
      while ((await reader.next()) !== null);
    },
    cancel: reader.cancel,
  };
}

const openStream = (product: Harness, cookie?: string) =>
  product.app.request('/api/notifications/stream', { headers: cookie ? { cookie } : {} });

/** Records a tourist's offer to the guide in the outbox, as the bookings domain does. */
async function offerToGuide(product: Harness, bookingId = 'booking-1'): Promise<Envelope> {
  const event = makeEvent(TOPICS.negotiationOffered, {
    negotiationId: `negotiation-${bookingId}`,
    bookingId,
    clientId: 'asha@example.com',
    clientName: 'Asha',
    guideId: GUIDE,
    guideName: 'Ravi Kumar',
    touristPlace: 'Amber Fort',
    originalPrice: 18,
    offerPrice: 15,
    noOfPeople: 3,
  });
  await product.platform.store.transaction((tx) => recordEvents(tx, [event]));
  product.platform.relay.nudge();
  return event;
}

describe('GET /api/notifications/stream', () => {
  it('sends the unread count on connect and a push for each new notification, end to end', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const cookie = await loggedIn(h, GUIDE);
    const res = await openStream(h, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = sse(res);
    expect(await stream.push()).toEqual({ unread: 0 });

    await offerToGuide(h);
    const push = await stream.push();
    const [listed] = (await get(h, '/api/get-notifications-guide', cookie)).body as unknown as Array<{
      id: string;
      message: string;
    }>;
    expect(push).toEqual({ unread: 1, id: listed?.id });
    expect(listed?.message).toBe('Asha offers 15 USD per person for Amber Fort (3 people).');

    // Marking read elsewhere (another tab) updates this one too.
    await post(h, '/api/notifications/read', { role: 'guide' }, cookie);
    expect(await stream.push()).toEqual({ unread: 0 });
    await stream.cancel();
  });

  it('pushes nothing to another user’s stream', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const someone = await loggedIn(h, 'someone@example.com');
    const other = sse(await openStream(h, someone));
    const guide = sse(await openStream(h, await loggedIn(h, GUIDE)));
    await other.push();
    await guide.push();
    await offerToGuide(h, 'booking-1');
    expect((await guide.push()).unread).toBe(1);
    // Someone else's own news comes next on their stream, not the guide's.
    await h.platform.store.transaction((tx) =>
      recordEvents(tx, [
        makeEvent(TOPICS.bookingDecided, {
          bookingId: 'booking-2',
          subject: 'negotiation',
          decision: 'accept',
          reason: 'guide',
          touristEmail: 'someone@example.com',
          guideEmail: 'another.guide@example.com',
          guideName: 'Meera',
          touristPlace: 'Hawa Mahal',
          numPeople: 2,
          pricePerPerson: 12,
        }),
      ]),
    );
    h.platform.relay.nudge();
    const push = await other.push();
    const [own] = (await get(h, '/api/get-notifications-tourist', someone)).body as unknown as Array<{
      id: string;
    }>;
    expect(push).toEqual({ unread: 1, id: own?.id });
    await other.cancel();
    await guide.cancel();
  });

  it('answers 401 "Please log in first" without a session', async () => {
    const h = await startProduct();
    const res = await openStream(h);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Please log in first' });
  });

  it('lets go of the stream when the browser leaves', async () => {
    const h = await startProduct();
    const stream = sse(await openStream(h, await loggedIn(h, GUIDE)));
    await stream.push();
    expect(h.deps.notificationHub.openStreams()).toBe(1);
    await stream.cancel();
    await vi.waitFor(() => expect(h.deps.notificationHub.openStreams()).toBe(0), WAIT);
  });

  it('sends a keep-alive comment while nothing happens', async () => {
    const h = await startProduct();
    const res = await streamRoute(h, 20).request('/api/notifications/stream', {
      headers: { cookie: await loggedIn(h, GUIDE) },
    });
    const stream = sse(res);
    await stream.push();
    expect(await stream.block()).toBe(': keep-alive');
    await stream.cancel();
  });

  it('ends open streams when the product closes, so that closing does not wait for browsers', async () => {
    // harness(): the test closes the product itself, mid-test.
    const product = await harness();
    const base = await product.listen();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: await loggedIn(product, GUIDE) },
    });
    const stream = sse(res);
    await stream.push();
    await product.close();
    await stream.ended();
  });

  it('names each push `notification` with the count as JSON, and closes its connection when the stream ends', async () => {
    const h = await startProduct();
    const res = await openStream(h, await loggedIn(h, GUIDE));
    // A connection left to idle as keep-alive after the stream would hold the server's close open.
    expect(res.headers.get('connection')).toBe('close');
    const reader = sseReader(res);
    // The app's EventSource listens for `notification` events: an unnamed one would reach nobody.
    expect(await reader.next()).toEqual({ event: 'notification', data: JSON.stringify({ unread: 0 }) });
    await reader.cancel();
  });

  it('ends at once when the gateway stops, with nothing written after its last push and nothing logged', async () => {
    const h = await startProduct();
    const reader = sseReader(await openStream(h, await loggedIn(h, GUIDE)));
    await reader.next();
    // What the product's close does first; the request here has no server socket to cut.
    h.deps.notificationHub.endStreams();
    const after = watch(reader.block());
    await expect.poll(() => after.settled, WAIT).toBe(true);
    expect(after.value).toBeNull();
    expect(h.deps.notificationHub.openStreams()).toBe(0);
    // A stop is no fault: the browser comes back by itself.
    expect(h.logs.filter((line) => line.msg === ENDED_EARLY)).toEqual([]);
  });

  it('ends a stream that fails for any other reason, lets go of the hub, and logs why', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, GUIDE);
    vi.spyOn(h.deps.notificationHub, 'unread')
      .mockRejectedValueOnce(new Error('store down'))
      .mockRejectedValueOnce(new AppError('CONFLICT', 'not now'));
    for (let i = 0; i < 2; i++) {
      const reader = sseReader(await openStream(h, cookie));
      expect(await reader.next()).toBeNull();
    }
    expect(h.deps.notificationHub.openStreams()).toBe(0);
    // A failure, even a service's own refusal, is not the gateway stopping: someone should know.
    expect(h.logs.filter((line) => line.msg === ENDED_EARLY)).toEqual([
      expect.objectContaining({ level: 30, err: expect.objectContaining({ message: 'store down' }) }),
      expect.objectContaining({ level: 30, err: expect.objectContaining({ message: 'not now' }) }),
    ]);
  });

  it('leaves no keep-alive timer running once the stream has ended', async () => {
    const h = await startProduct();
    const keepAliveMs = 47_000;
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const res = await streamRoute(h, keepAliveMs).request('/api/notifications/stream', {
      headers: { cookie: await loggedIn(h, GUIDE) },
    });
    const stream = sse(res);
    await stream.push();
    const timers = setTimer.mock.calls.flatMap(([, ms], i) =>
      ms === keepAliveMs ? [setTimer.mock.results[i]?.value] : [],
    );
    expect(timers).toHaveLength(1);
    h.deps.notificationHub.endStreams();
    await stream.ended();
    // Left running, it would wake up to write into a closed stream, and again, for ever.
    await vi.waitFor(() => expect(clearTimer.mock.calls.map(([timer]) => timer)).toContain(timers[0]), WAIT);
  });

  it('keeps no more than one wait on its end however many keep-alives it sends', async () => {
    const h = await startProduct();
    const warn = vi.spyOn(process, 'emitWarning');
    const res = await streamRoute(h, 1).request('/api/notifications/stream', {
      headers: { cookie: await loggedIn(h, GUIDE) },
    });
    const reader = sseReader(res);
    await reader.next();
    for (let i = 0; i < 12; i++) expect(await reader.block()).toBe(': keep-alive');
    await reader.cancel();
    // Node warns of a likely leak past ten listeners on one signal: a stream open for hours, one
    // keep-alive each 25 s, would otherwise pile up one per keep-alive.
    expect(
      warn.mock.calls.map(([warning]) => String(warning)).filter((w) => w.includes('AbortSignal')),
    ).toEqual([]);
  });
});
