/** Every worker role by name. */
import type { WorkerRole } from '@app/infra';
import { startAudioWorker } from './audio/audio-worker.js';
import { startMailWorker } from './mail/mail-worker.js';
import { startNotificationsWorker } from './notifications/notifications-worker.js';
import type { RoleFactory } from './role.js';

export const ROLES: Record<WorkerRole, RoleFactory> = {
  mail: startMailWorker,
  audio: startAudioWorker,
  notifications: startNotificationsWorker,
};
