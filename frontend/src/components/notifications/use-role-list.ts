/**
 * One role's notifications while the panel shows them, marked read once seen (spec: marking read
 * when opened). The ones that were unread stay marked 'New' until the panel closes, while the
 * tab's count and the badge drop at once.
 */
import type { NotificationPush, NotificationRole, NotificationView } from '@app/contracts';
import { useEffect, useState } from 'react';
import { trpc } from '../../app/trpc';

export function useRoleList(role: NotificationRole, email: string) {
  // The e-mail keys the cache per user: one who logs in after another never sees the other's list.
  return trpc.notifications.list.useQuery({ role, email }, { staleTime: 0 });
}

export function useMarkRead(
  role: NotificationRole | null,
  email: string,
  list: readonly NotificationView[] | undefined,
  onUnread: (push: NotificationPush) => void,
) {
  const utils = trpc.useUtils();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = (list ?? []).filter((n) => !n.read).map((n) => n.id);
  const key = unread.join(',');

  // Keyed on the unread ids, not on the list array (a new array on every render).
  useEffect(() => {
    if (role === null || key === '') return;
    setFresh((seen) => new Set([...seen, ...unread]));
    utils.client.notifications.markRead
      .mutate({ role })
      .then((push) => {
        utils.notifications.list.setData({ role, email }, (old) =>
          old?.map((n) => (unread.includes(n.id) ? { ...n, read: true } : n)),
        );
        onUnread(push);
      })
      .catch(() => {
        // Left unread: the badge keeps counting them, and the next opening tries again.
      });
  }, [role, email, key]);

  return fresh;
}
