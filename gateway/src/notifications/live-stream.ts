/**
 * One browser's live stream of notification pushes (server-sent events): the unread count on
 * connect and on every change, a comment now and then so that proxies keep the connection open,
 * and nothing left behind when the browser goes or the gateway stops.
 */
import type { NotificationPush } from '@app/contracts';
import type { Logger } from '@app/infra';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/index.js';
import type { NotificationHub } from './live-hub.js';

/** Shorter than the 30 to 60 s after which common proxies drop a silent connection. */
export const KEEP_ALIVE_MS = 25_000;

export function streamNotifications(
  c: Context<AppEnv>,
  hub: NotificationHub,
  logger: Logger,
  email: string,
  keepAliveMs = KEEP_ALIVE_MS,
): Response {
  const response = streamSSE(c, async (stream) => {
    const ended = new AbortController();
    stream.onAbort(() => ended.abort());
    const send = (push: NotificationPush) =>
      stream.writeSSE({ event: 'notification', data: JSON.stringify(push) });
    const stopListening = hub.listen(email, {
      push: (push) => {
        if (ended.signal.aborted) return;
        send(push).catch((err: unknown) => {
          logger.info({ err }, 'notification push not delivered; the stream closed');
          ended.abort();
        });
      },
      end: () => ended.abort(),
    });
    try {
      await send({ unread: await hub.unread(email) });
      while (!ended.signal.aborted) {
        await pause(keepAliveMs, ended.signal);
        if (!ended.signal.aborted) await stream.write(': keep-alive\n\n');
      }
    } catch (err) {
      logger.info({ err }, 'notification stream ended early');
    } finally {
      stopListening();
    }
  });
  // The connection served this stream alone: when the stream ends (the gateway stopping), it
  // closes too instead of idling as keep-alive, which would hold the server's close open.
  response.headers.set('connection', 'close');
  return response;
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
