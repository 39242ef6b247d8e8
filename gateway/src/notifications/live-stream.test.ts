import { type Envelope, makeEvent, type NotificationPush, TOPICS } from '@app/contracts';
import { recordEvents } from '@app/infra';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { sseReader } from '../../test/sse.js';
import type { AppEnv } from '../http/app-env.js';
import { notificationRoutes } from '../rest/notifications.routes.js';

const GUIDE = 'ravi.guide@example.com';
const WAIT = { timeout: 10_000, interval: 20 };

const startProduct = useProduct();

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
    const app = new Hono<AppEnv>().route('/', notificationRoutes(h.deps, { keepAliveMs: 20 }));
    const res = await app.request('/api/notifications/stream', {
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
});
