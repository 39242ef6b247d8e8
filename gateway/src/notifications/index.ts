// The collection belongs to the notifications role, which writes it; what the gateway writes (a
// guide's answer, an erased user's name in others' notifications) goes through the role's store.
export {
  ensureNotificationIndexes,
  findNotification,
  replaceNames as replaceNameInNotifications,
  setDescision,
} from '@app/workers/notification-store';
export type { NotificationPushing } from './live-hub.js';
export { NotificationHub } from './live-hub.js';
export { followUnread } from './live-pushes.js';
export { KEEP_ALIVE_MS, streamNotifications } from './live-stream.js';
export { listNotifications, markRead } from './notification-list.js';
export { notificationsPersonalData } from './personal-data.js';
