/**
 * The signed-in user's live unread count, for both edges (REST's event stream, tRPC's
 * subscription): the count at once, then every push the hub sends, until the caller leaves
 * (`signal`) or the gateway stops.
 */
import { MESSAGES, type NotificationPush } from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError } from '../core/index.js';
import type { NotificationHub, NotificationPushing } from './live-hub.js';

/**
 * Refuses a visitor at once (before any stream is opened), then follows the user's pushes. A stop
 * of the gateway ends the pushes with a 503 (UNAVAILABLE): the client is to come back, as a
 * browser's event stream does by itself.
 */
export function followUnread(
  deps: NotificationPushing,
  actor: Actor,
  signal?: AbortSignal,
): AsyncGenerator<NotificationPush> {
  const user = requireUser(actor);
  return pushesOf(deps.notificationHub, user.email, signal);
}

async function* pushesOf(
  hub: NotificationHub,
  email: string,
  signal?: AbortSignal,
): AsyncGenerator<NotificationPush> {
  const pending: NotificationPush[] = [];
  let stopped = false;
  let wake = () => {};
  const onAbort = () => wake();
  const stopListening = hub.listen(email, {
    push: (push) => {
      pending.push(push);
      wake();
    },
    end: () => {
      stopped = true;
      wake();
    },
  });
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    yield { unread: await hub.unread(email) };
    for (;;) {
      if (stopped) throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, 'UNAVAILABLE');
      if (signal?.aborted) return;
      const next = pending.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stopListening();
    signal?.removeEventListener('abort', onAbort);
  }
}
