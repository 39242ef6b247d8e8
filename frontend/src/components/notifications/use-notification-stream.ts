/**
 * The signed-in user's unread count, live: one EventSource on `/api/notifications/stream` while
 * logged in. The server sends the count on connecting and whenever it changes; a push that brings
 * news also refreshes the open lists, so the Messages panel and the badge move without a reload.
 * The browser reconnects by itself after a dropped connection; a refused one (logged out) stays shut.
 */
import type { NotificationPush } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../app/trpc';
import { notificationKeys, STREAM_PATH } from './notifications-api';
import { parsePush, pushChangesLists } from './unread';

/** The gateway names its events 'notification'; a plain 'message' is read the same way. */
const EVENT_NAMES = ['notification', 'message'] as const;

export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [unread, setUnread] = useState<number | null>(null);
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(STREAM_PATH, { withCredentials: true });
    const onPush = (event: MessageEvent) => {
      const push = parsePush(event.data);
      if (push === null) return;
      const changed = pushChangesLists(last.current, push);
      last.current = push.unread;
      setUnread(push.unread);
      if (changed) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void utils.bookings.invalidate();
      }
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, onPush);
    return () => {
      for (const name of EVENT_NAMES) source.removeEventListener(name, onPush);
      source.close();
    };
  }, [enabled, queryClient, utils]);

  /** A count learned another way (marking read answers the new count). */
  const report = (push: NotificationPush) => {
    last.current = push.unread;
    setUnread(push.unread);
  };

  return { unread: enabled ? unread : null, report };
}
