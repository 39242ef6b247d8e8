/** What the gateway is built from: the platform's adapters and where the built frontend is. */
import type { Platform } from '@app/infra';
import type { TrackEvents } from './audio/track-events.js';
import type { NotificationHub } from './notifications/live-hub.js';

export type Deps = Omit<Platform, 'close'> & {
  /** Absolute path of the built frontend, or null to serve no pages (API-only tests). */
  frontendDist: string | null;
  /** Wakes waiting requests when a track is ready. */
  trackEvents: TrackEvents;
  /** Pushes notifications to the browsers' open streams. */
  notificationHub: NotificationHub;
  /** The secret `pnpm admin` must show to command this process (see operator/token.ts). */
  operatorToken: string;
  /** Makes owed captures and refunds now rather than at the next round (payments/refunds.ts). */
  settlementJob: { nudge(): void };
};
