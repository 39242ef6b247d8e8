/**
 * One browser's live stream of notification pushes (server-sent events): the unread count on
 * connect and on every change, a comment now and then so that proxies keep the connection open,
 * and nothing left behind when the browser goes or the gateway stops.
 */
import type { Logger } from '@app/infra';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Actor } from '../accounts/index.js';
import { AppError } from '../core/index.js';
import type { AppEnv } from '../http/index.js';
import type { NotificationPushing } from './live-hub.js';
import { followUnread } from './live-pushes.js';

/** Shorter than the 30 to 60 s after which common proxies drop a silent connection. */
export const KEEP_ALIVE_MS = 25_000;

export function streamNotifications(
  c: Context<AppEnv>,
  deps: NotificationPushing & { logger: Logger },
  actor: Actor,
  keepAliveMs = KEEP_ALIVE_MS,
): Response {
  const ended = new AbortController();
  // Refuses a visitor here, with the API's usual answer, before the stream starts.
  const pushes = followUnread(deps, actor, ended.signal);
  const response = streamSSE(c, async (stream) => {
    stream.onAbort(() => ended.abort());
    const keepAlive = keepAlives(ended, keepAliveMs, () => stream.write(': keep-alive\n\n'));
    try {
      for await (const push of pushes)
        await stream.writeSSE({ event: 'notification', data: JSON.stringify(push) });
    } catch (err) {
      // The gateway stopping ends every stream the same way: the browser comes back by itself.
      if (!(err instanceof AppError && err.appCode === 'UNAVAILABLE'))
        deps.logger.info({ err }, 'notification stream ended early');
    } finally {
      ended.abort();
      await keepAlive;
    }
  });
  // The connection served this stream alone: when the stream ends (the gateway stopping), it
  // closes too instead of idling as keep-alive, which would hold the server's close open.
  response.headers.set('connection', 'close');
  return response;
}

/** Writes a comment every `ms` until the stream ends; a failed write (the connection gone) ends it. */
async function keepAlives(ended: AbortController, ms: number, write: () => Promise<unknown>): Promise<void> {
  while (!ended.signal.aborted) {
    await pause(ms, ended.signal);
    if (ended.signal.aborted) return;
    await write().catch(() => ended.abort());
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
