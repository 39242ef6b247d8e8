/** Every worker role by name. */
import { TOPICS } from '@app/contracts';
import type { WorkerRole } from '@app/infra';
import { startAudioWorker } from './audio/audio-worker.js';
import { startMailWorker } from './mail/mail-worker.js';
import { pendingRole } from './pending-role.js';
import type { RoleFactory } from './role.js';

export const ROLES: Record<WorkerRole, RoleFactory> = {
  mail: startMailWorker,
  audio: startAudioWorker,
  notifications: pendingRole('notifications', [
    TOPICS.negotiationOffered,
    TOPICS.bookingRequested,
    TOPICS.bookingDecided,
    TOPICS.paymentVerified,
  ]),
};
