export type { NotificationPushing } from './live-hub.js';
export { NotificationHub } from './live-hub.js';
export { followUnread } from './live-pushes.js';
export { KEEP_ALIVE_MS, streamNotifications } from './live-stream.js';
export { listNotifications, markRead } from './notification-list.js';
export { ensureNotificationIndexes } from './notification-store.js';
export { findNotification, setDescision } from './notifications.js';
export { notificationsPersonalData, replaceNameInNotifications } from './personal-data.js';
