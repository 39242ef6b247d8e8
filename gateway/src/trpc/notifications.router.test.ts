import { MESSAGES, makeEvent, TOPICS } from '@app/contracts';
import { recordEvents } from '@app/infra';
import { TRPCError } from '@trpc/server';
import { retryableRpcCodes } from '@trpc/server/unstable-core-do-not-import';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { type SseEvent, sseReader } from '../../test/sse.js';
import { AppError } from '../core/index.js';

const GUIDE = 'ravi.guide@example.com';
const WAIT = { timeout: 10_000, interval: 20 };
const startProduct = useProduct();

/** Records a tourist's offer to the guide in the outbox, as the bookings domain does. */
async function offerToGuide(h: Harness): Promise<void> {
  const event = makeEvent(TOPICS.negotiationOffered, {
    negotiationId: 'negotiation-1',
    bookingId: 'booking-1',
    clientId: 'asha@example.com',
    clientName: 'Asha',
    guideId: GUIDE,
    guideName: 'Ravi Kumar',
    touristPlace: 'Amber Fort',
    originalPrice: 18,
    offerPrice: 15,
    noOfPeople: 3,
  });
  await h.platform.store.transaction((tx) => recordEvents(tx, [event]));
  h.platform.relay.nudge();
}

/** What a call rejected with: a TRPCError, and the service's AppError behind it when there is one. */
async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (failed: unknown) => failed,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

const appCodeOf = (error: TRPCError) => (error.cause instanceof AppError ? error.cause.appCode : undefined);

/** The next event that is not tRPC's ping. */
async function nextEvent(stream: ReturnType<typeof sseReader>): Promise<SseEvent | null> {
  for (;;) {
    const event = await stream.next();
    if (event?.event !== 'ping') return event;
  }
}

describe('notifications.list and markRead', () => {
  it('lists the caller’s own notifications of a role, and refuses another’s e-mail and a visitor', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const api = await callerFor(h, await loggedIn(h, GUIDE));
    await offerToGuide(h);
    await vi.waitFor(
      async () => expect(await api.notifications.list({ role: 'guide' })).toHaveLength(1),
      WAIT,
    );
    expect(await api.notifications.list({ role: 'guide', email: GUIDE })).toEqual([
      expect.objectContaining({
        message: 'Asha offers 15 USD per person for Amber Fort (3 people).',
        touristPlace: 'Amber Fort',
        numPeople: 3,
        read: false,
      }),
    ]);
    expect(await api.notifications.list({ role: 'tourist' })).toEqual([]);

    const other = await refusal(api.notifications.list({ role: 'guide', email: 'asha@example.com' }));
    expect(appCodeOf(other)).toBe('WRONG_ACCOUNT');
    const visitor = await refusal((await callerFor(h)).notifications.list({ role: 'guide' }));
    expect(visitor).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGES.pleaseLogInFirst });
  });

  it('marks the role’s notifications read and answers the unread count left', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const api = await callerFor(h, await loggedIn(h, GUIDE));
    await offerToGuide(h);
    await vi.waitFor(
      async () => expect(await api.notifications.list({ role: 'guide' })).toHaveLength(1),
      WAIT,
    );
    expect(await api.notifications.markRead({ role: 'tourist' })).toEqual({ unread: 1 });
    expect(await api.notifications.markRead({ role: 'guide' })).toEqual({ unread: 0 });
    expect((await api.notifications.list({ role: 'guide' }))[0]?.read).toBe(true);
  });
});

describe('notifications.stream (the live unread count)', () => {
  it('sends the count at once, then each new notification, and ends with a retryable 503 when the hub ends streams', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const api = await callerFor(h, await loggedIn(h, GUIDE));
    const pushes = (await api.notifications.stream())[Symbol.asyncIterator]();
    expect((await pushes.next()).value).toEqual({ unread: 0 });
    expect(h.deps.notificationHub.openStreams()).toBe(1);

    await offerToGuide(h);
    const pushed = await pushes.next();
    const [offer] = await api.notifications.list({ role: 'guide' });
    expect(pushed.value).toEqual({ unread: 1, id: offer?.id });
    // Marking read elsewhere (another tab) reaches this stream too.
    await api.notifications.markRead({ role: 'guide' });
    expect((await pushes.next()).value).toEqual({ unread: 0 });

    h.deps.notificationHub.endStreams();
    const ended = await refusal(pushes.next());
    expect(ended.code).toBe('SERVICE_UNAVAILABLE');
    expect(appCodeOf(ended)).toBe('UNAVAILABLE');
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });

  it('lets go of the hub when the browser leaves', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const res = await fetch(`${base}/trpc/notifications.stream`, {
      headers: { cookie: await loggedIn(h, GUIDE), accept: 'text/event-stream' },
    });
    const stream = sseReader(res);
    expect((await nextEvent(stream))?.event).toBe('connected');
    await nextEvent(stream);
    expect(h.deps.notificationHub.openStreams()).toBe(1);
    await stream.cancel();
    await vi.waitFor(() => expect(h.deps.notificationHub.openStreams()).toBe(0), WAIT);
  });

  it('refuses a visitor', async () => {
    const h = await startProduct();
    const refused = await refusal((await callerFor(h)).notifications.stream());
    expect(refused.code).toBe('UNAUTHORIZED');
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });

  it('streams over SSE, and the product’s close ends the stream with an error the client retries', async () => {
    const h = await startProduct({ workers: ['notifications'] });
    const base = await h.listen();
    const res = await fetch(`${base}/trpc/notifications.stream`, {
      headers: { cookie: await loggedIn(h, GUIDE), accept: 'text/event-stream' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = sseReader(res);
    expect((await nextEvent(stream))?.event).toBe('connected');
    expect(await nextEvent(stream)).toEqual({ event: 'message', data: JSON.stringify({ unread: 0 }) });
    await offerToGuide(h);
    expect(JSON.parse((await nextEvent(stream))?.data ?? '')).toMatchObject({ unread: 1 });

    await h.close();
    const ended = await nextEvent(stream);
    expect(ended?.event).toBe('serialized-error');
    const error = JSON.parse(ended?.data ?? '') as { code: number; data: { appCode: string } };
    expect(error.data.appCode).toBe('UNAVAILABLE');
    expect(retryableRpcCodes).toContain(error.code);
    expect(await nextEvent(stream)).toBeNull();
    // A stop is no fault: nothing is logged as an error.
    expect(h.logs.filter((line) => line.msg === 'tRPC error')).toEqual([]);
  });
});
