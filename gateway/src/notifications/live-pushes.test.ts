/**
 * The signed-in user's live unread count as both edges follow it: through tRPC's caller, which
 * gives no signal, and with the signal of a caller who may leave. Whichever way it ends (the
 * caller leaving, stopping to read, or the gateway stopping), the hub and the signal keep nothing.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { actorFor } from '../../test/privacy-fixtures.js';
import { followUnread } from './live-pushes.js';

const GUIDE = 'ravi.guide@example.com';

const startProduct = useProduct();

/** The guide's pushes, followed as a REST stream follows them: with the signal of its end. */
async function followed(h: Harness, signal: AbortSignal) {
  await loggedIn(h, GUIDE);
  return followUnread(h.deps, await actorFor(h, GUIDE), signal);
}

describe('notifications.stream through the tRPC caller (no signal)', () => {
  it('sends the count, then each push, and ends with a retryable 503 (UNAVAILABLE) when the gateway stops', async () => {
    const h = await startProduct();
    const api = await callerFor(h, await loggedIn(h, GUIDE));
    const pushes = (await api.notifications.stream())[Symbol.asyncIterator]();
    expect((await pushes.next()).value).toEqual({ unread: 0 });
    // Marking read (another tab) pushes the new count.
    await api.notifications.markRead({ role: 'guide' });
    expect((await pushes.next()).value).toEqual({ unread: 0 });

    h.deps.notificationHub.endStreams();
    // The client is to come back, as a browser's event stream does by itself.
    await expect(pushes.next()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      cause: expect.objectContaining({ appCode: 'UNAVAILABLE' }),
    });
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });

  it('lets go of the hub when the caller stops reading', async () => {
    const h = await startProduct();
    const api = await callerFor(h, await loggedIn(h, GUIDE));
    const pushes = (await api.notifications.stream())[Symbol.asyncIterator]();
    await pushes.next();
    expect(h.deps.notificationHub.openStreams()).toBe(1);
    expect(await pushes.return?.(undefined)).toEqual({ done: true, value: undefined });
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });
});

describe('followUnread with the caller’s signal', () => {
  it('ends as soon as the caller leaves, even while it waits for a push, and lets go of the hub', async () => {
    const h = await startProduct();
    const leaving = new AbortController();
    const pushes = await followed(h, leaving.signal);
    expect((await pushes.next()).value).toEqual({ unread: 0 });
    // Nothing to push: it waits until the next push, or until the caller leaves.
    const waiting = pushes.next();
    leaving.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });

  it('takes its listener off the signal when the caller stops reading, so that a signal that lives on holds nothing', async () => {
    const h = await startProduct();
    const signal = new AbortController().signal;
    const pushes = await followed(h, signal);
    await pushes.next();
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    await pushes.return(undefined);
    expect(getEventListeners(signal, 'abort')).toEqual([]);
    expect(h.deps.notificationHub.openStreams()).toBe(0);
  });
});
