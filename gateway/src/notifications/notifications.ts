/**
 * What the bookings domain needs of notifications when a guide answers (`POST /api/save-decision`):
 * find the notification answered and change its decision, inside the caller's transaction.
 */
import { DECISIONS, type Descision } from '@app/contracts';
import type { Store } from '@app/infra';
import { type NotificationDoc, notifications } from './notification-store.js';

/** The notification with this id, whoever it is for (null when there is none). */
export function findNotification(tx: Store, id: string): Promise<NotificationDoc | null> {
  return notifications(tx).findOne({ _id: id });
}

/**
 * The notification when it is a guide's and still waits for the answer ('pending...'); null
 * otherwise (missing, a tourist's, or answered already), whoever the guide is: the caller checks
 * that it is the session's own.
 */
export async function pendingGuideNotification(tx: Store, id: string): Promise<NotificationDoc | null> {
  const doc = await findNotification(tx, id);
  return doc && doc.role === 'guide' && doc.descision === DECISIONS.pending ? doc : null;
}

/** Sets the notification's decision; resolves with whether there was one to change. */
export async function setDescision(tx: Store, id: string, descision: Descision): Promise<boolean> {
  return (await notifications(tx).updateOne({ _id: id }, { $set: { descision } })).matched > 0;
}
