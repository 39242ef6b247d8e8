/**
 * The notifications collection. This folder is the only code that opens it: the notifications
 * role writes what each booking event causes (`fan-out.ts`), and the gateway's notifications domain
 * reads, marks read, records a guide's answer and forgets an erased user through the functions
 * below, imported as `@app/workers/notification-store` (the gateway may import the workers, not the
 * other way round, and calls no worker: these run in the caller's process and transaction).
 */
import {
  type Descision,
  NOTIFICATIONS_COLLECTION,
  type NotificationDoc,
  type NotificationRole,
} from '@app/contracts';
import type { Store } from '@app/infra';

import { notifications } from './collection.js';

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  // A user's list of one role (and its unread count); the notifications of one booking, which the
  // role updates when the booking moves on.
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

/** The recipient's newest notifications of one role, newest first. */
export function latestNotifications(
  store: Store,
  recipient: string,
  role: NotificationRole,
  limit: number,
): Promise<NotificationDoc[]> {
  return notifications(store).find({ recipient, role }, { sort: { timestamp: -1 }, limit });
}

export async function markAllRead(store: Store, recipient: string, role: NotificationRole): Promise<void> {
  await notifications(store).updateMany({ recipient, role, read: false }, { $set: { read: true } });
}

/** The notification with this id, whoever it is for (null when there is none). */
export function findNotification(tx: Store, id: string): Promise<NotificationDoc | null> {
  return notifications(tx).findOne({ _id: id });
}

/** Sets the notification's decision; resolves with whether there was one to change. */
export async function setDescision(tx: Store, id: string, descision: Descision): Promise<boolean> {
  return (await notifications(tx).updateOne({ _id: id }, { $set: { descision } })).matched > 0;
}

/** Everything addressed to the recipient, oldest first. */
export function notificationsTo(store: Store, recipient: string): Promise<NotificationDoc[]> {
  return notifications(store).find({ recipient }, { sort: { timestamp: 1 } });
}

/**
 * Deletes the recipient's own notifications (they are addressed by e-mail, which someone may
 * register again), and in other people's notifications about them as guide puts `guideName`
 * and an empty `guideMail` instead.
 */
export async function forgetRecipient(tx: Store, email: string, guideName: string): Promise<void> {
  await notifications(tx).deleteMany({ recipient: email });
  await notifications(tx).updateMany({ guideMail: email }, { $set: { guideMail: '', guideName } });
}

/**
 * The notifications about the given bookings stop naming anyone in `names`: each occurrence in a
 * message (the role wrote names and e-mails into them) becomes `label`.
 */
export async function replaceNames(
  tx: Store,
  bookingIds: readonly string[],
  names: readonly string[],
  label: string,
): Promise<void> {
  const named = names.filter((name) => name.trim() !== '');
  if (bookingIds.length === 0 || named.length === 0) return;
  const rows = await notifications(tx).find({ bookingId: { $in: [...bookingIds] } });
  for (const row of rows) {
    const message = named.reduce((text, name) => text.split(name).join(label), row.message);
    if (message !== row.message) await notifications(tx).updateOne({ _id: row._id }, { $set: { message } });
  }
}
