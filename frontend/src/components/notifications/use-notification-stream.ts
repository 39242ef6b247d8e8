/**
 * The signed-in user's unread count, live: one subscription to `notifications.stream` (server-sent
 * events) while logged in. The server sends the count on connecting and whenever it changes; a
 * push that brings news (a notification, or a message of a conversation) also refreshes the open
 * lists, so the Messages panel, a conversation and the badge move without a reload. The connection comes back by itself after a drop or a restart of the gateway;
 * a refused one (logged out) stays shut.
 */
import type { NotificationPush } from '@app/contracts';
import { skipToken } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { trpc } from '../../app/trpc';
import { pushBringsMessage, pushChangesLists } from './unread';

export function useNotificationStream(enabled: boolean) {
  const utils = trpc.useUtils();
  const [unread, setUnread] = useState<number | null>(null);
  const last = useRef<number | null>(null);

  // Without EventSource (an old browser, a page rendered ahead) there is no live count, only the lists.
  const live = enabled && typeof EventSource !== 'undefined';
  trpc.notifications.stream.useSubscription(live ? undefined : skipToken, {
    onData: (push) => {
      const changed = pushChangesLists(last.current, push);
      last.current = push.unread;
      setUnread(push.unread);
      if (changed) {
        void utils.notifications.invalidate();
        void utils.bookings.invalidate();
      }
      if (pushBringsMessage(push)) void utils.messages.invalidate();
    },
  });

  /** A count learned another way (marking read answers the new count). */
  const report = (push: NotificationPush) => {
    last.current = push.unread;
    setUnread(push.unread);
  };

  return { unread: enabled ? unread : null, report };
}
