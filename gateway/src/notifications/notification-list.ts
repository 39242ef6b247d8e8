/**
 * A user's notifications (spec §3, §7 `get-notifications-tourist` / `-guide`): only their own
 * (DECISIONS 3), newest first, the latest ones only; and marking them read.
 */
import type { NotificationDoc, NotificationPush, NotificationRole, NotificationView } from '@app/contracts';
import { latestNotifications, markAllRead, unreadCount } from '@app/workers/notification-store';
import { type Actor, requireSelf, requireUser } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import type { NotificationPushing } from './live-hub.js';

/** The panel shows recent news; older notifications stay stored but are not listed. */
export const LIST_LIMIT = 100;

export function toView(doc: NotificationDoc): NotificationView {
  return {
    id: doc._id,
    message: doc.message,
    timestamp: doc.timestamp.toISOString(),
    descision: doc.descision,
    guideMail: doc.guideMail,
    guideName: doc.guideName,
    touristPlace: doc.touristPlace,
    Payment: doc.Payment,
    numPeople: doc.numPeople,
    bookingId: doc.bookingId,
    read: doc.read,
    payable: doc.payable,
  };
}

/** The caller's notifications as tourist or as guide; `email`, when given, must be the caller's. */
export async function listNotifications(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  role: NotificationRole,
  email?: string,
): Promise<NotificationView[]> {
  const user = requireSelf(actor, email);
  const docs = await latestNotifications(deps.store, user.email, role, LIST_LIMIT);
  return docs.map(toView);
}

/** Marks the caller's notifications of a role read; the caller's other open pages hear the new count. */
export async function markRead(
  deps: Pick<Ports, 'store'> & NotificationPushing,
  actor: Actor,
  role: NotificationRole,
): Promise<NotificationPush> {
  const user = requireUser(actor);
  await markAllRead(deps.store, user.email, role);
  await deps.notificationHub.pushTo(user.email);
  return { unread: await unreadCount(deps.store, user.email) };
}
