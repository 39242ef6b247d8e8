/**
 * The Messages panel's pure rules: what a live push means, counting and showing unread notifications,
 * which tab opens first, and what tapping a notification does (spec §4 Notification decision).
 */
import {
  DECISIONS,
  type NotificationPush,
  type NotificationRole,
  type NotificationView,
} from '@app/contracts';
import { onFirstUse } from '../../app/on-first-use';

export type PanelTab = NotificationRole | 'bookings' | 'conversations';

/**
 * Whether a push means the lists changed: a new notification (it names one), or more unread than
 * before (a push missed while the connection was down). A lower count only means they were read.
 */
export function pushChangesLists(previous: number | null, push: NotificationPush): boolean {
  return push.id !== undefined || (previous !== null && push.unread > previous);
}

export function countUnread(list: readonly NotificationView[] | undefined): number {
  return (list ?? []).filter((notification) => !notification.read).length;
}

/** The badge's text: nothing for none, '9+' past nine (the exact count is in its label). */
export function badgeText(count: number | null): string {
  if (count === null || count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

export function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

/**
 * The tab the panel opens on: the traveller's, unless only the guide's requests are new, or only
 * messages of a conversation are.
 */
export function initialTab(touristUnread: number, guideUnread: number, messagesUnread = 0): PanelTab {
  if (touristUnread > 0) return 'tourist';
  if (guideUnread > 0) return 'guide';
  return messagesUnread > 0 ? 'conversations' : 'tourist';
}

/** Whether a push says a message came (a conversation to refresh). */
export const pushBringsMessage = (push: NotificationPush): boolean => push.messageFrom !== undefined;

export type NotificationAction = 'decide' | 'pay' | 'wait' | null;

/**
 * What tapping a notification does: a guide answers a pending request; a tourist pays an accepted
 * offer not paid yet, or is told to wait while the guide has not answered. Anything else is news.
 */
export function actionFor(role: NotificationRole, notification: NotificationView): NotificationAction {
  const pending = notification.descision === DECISIONS.pending;
  if (role === 'guide') return pending ? 'decide' : null;
  if (pending) return 'wait';
  return notification.descision === DECISIONS.accept && notification.payable ? 'pay' : null;
}

const RELATIVE = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const DAY = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['hour', 3600],
  ['day', 86_400],
];

/** 'just now', '5 minutes ago', 'yesterday'; a date past a week. */
export function timeAgo(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 86_400) return DAY().format(then);
  let [unit, size]: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
  for (const [larger, length] of STEPS) if (seconds >= length) [unit, size] = [larger, length];
  return RELATIVE().format(-Math.floor(seconds / size), unit);
}
