/**
 * The notifications collection as the gateway reads and answers it; the notifications worker
 * writes it (the document type is shared through contracts, as the worker may not import us).
 */
import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@app/contracts';
import type { Store } from '@app/infra';

export type { NotificationDoc };

export const notifications = (store: Store) => store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  // A user's list of one role (and its unread count); the notifications of one booking, which the
  // worker updates when the booking moves on.
  await store.ensureIndex(NOTIFICATIONS_COLLECTION, { fields: ['recipient', 'role'] });
  await store.ensureIndex(NOTIFICATIONS_COLLECTION, { fields: ['bookingId'] });
}

/** How many of the recipient's notifications, of both roles, are unread (one index lookup per role). */
export async function unreadCount(store: Store, recipient: string): Promise<number> {
  const counts = await Promise.all(
    (['tourist', 'guide'] as const).map((role) =>
      notifications(store).count({ recipient, role, read: false }),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
