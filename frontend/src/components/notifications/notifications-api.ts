/**
 * The Messages panel's calls (spec §7 and the panel's own): the caller's notifications as tourist
 * or as guide, the guide's decision, and marking a role's notifications read. Every call names only
 * the session's own user (DECISIONS 3).
 */
import type { NotificationPush, NotificationRole, NotificationView } from '@app/contracts';
import { call } from '../../app/api-client';

export const notificationsApi = {
  list: (role: NotificationRole, email: string) =>
    call<NotificationView[]>(`/api/get-notifications-${role}?${new URLSearchParams({ email }).toString()}`),
  decide: (id: string, decision: 'accept' | 'reject') =>
    call<{ message: string; decision: string }>('/api/save-decision', { id, decision }),
  markRead: (role: NotificationRole) => call<NotificationPush>('/api/notifications/read', { role }),
};

/** Where the live stream is read (server-sent events). */
export const STREAM_PATH = '/api/notifications/stream';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (role: NotificationRole, email: string) => ['notifications', role, email] as const,
};
