/** Builds the gateway's dependencies from the platform: indexes in place, audio events heard. */
import type { Platform } from '@app/infra';
import { ensureOtpIndexes } from './accounts/otp.js';
import { ensureSessionIndexes } from './accounts/sessions.js';
import { ensureUserIndexes } from './accounts/users.js';
import { ensureAllowanceIndexes } from './audio/allowance.js';
import { TrackEvents } from './audio/track-events.js';
import { ensureTrackIndexes } from './audio/tracks.js';
import { startAnswerTimeouts } from './bookings/answer-timeouts.js';
import { ensureBookingIndexes } from './bookings/booking-store.js';
import { startLapseSweep } from './bookings/lapse-sweep.js';
import { startReminders } from './bookings/reminders.js';
import type { Deps } from './deps.js';
import { ensureGuideIndexes } from './guides/guide-store.js';
import { NotificationHub } from './notifications/live-hub.js';
import { ensureNotificationIndexes } from './notifications/notification-store.js';
import { ensureDeadLetterIndexes, pruneReplayed, startDeadLetterBook } from './operator/dead-letters.js';
import { ensureCaptureIndexes } from './payments/captures.js';
import { ensureOrderIndexes } from './payments/order-store.js';
import { startReconciliation } from './payments/reconciliation.js';
import { ensureRefundIndexes, startSettlement } from './payments/refunds.js';
import { ensureReviewIndexes } from './reviews/site-reviews.js';
import { ensureRateLimitIndexes } from './security/rate-limit.js';

export interface GatewayDeps extends Deps {
  /** Stops what building started (subscriptions to audio events and dead letters, reconciliation). */
  stopGateway(): Promise<void>;
}

export async function buildDeps(
  platform: Omit<Platform, 'close'>,
  options: { frontendDist: string | null; operatorToken: string },
): Promise<GatewayDeps> {
  const { store } = platform;
  await Promise.all([
    ensureUserIndexes(store),
    ensureSessionIndexes(store),
    ensureOtpIndexes(store),
    ensureRateLimitIndexes(store),
    ensureTrackIndexes(store),
    ensureAllowanceIndexes(store),
    ensureReviewIndexes(store),
    ensureDeadLetterIndexes(store),
    ensureOrderIndexes(store),
    ensureRefundIndexes(store),
    ensureCaptureIndexes(store),
    ensureBookingIndexes(store),
    ensureGuideIndexes(store),
    ensureNotificationIndexes(store),
  ]);
  platform.retention.add({ name: 'replayed dead letters', prune: (cutoff) => pruneReplayed(store, cutoff) });
  const trackEvents = new TrackEvents();
  await trackEvents.start(platform.bus, platform.logger);
  const notificationHub = new NotificationHub(store, platform.logger.child({ component: 'notifications' }));
  await notificationHub.start(platform.bus);
  const deadLetters = await startDeadLetterBook(platform);
  // The settlement job needs the deps it is part of: services nudge it once it exists.
  let nudgeSettlement = () => {};
  const deps: Deps = {
    ...platform,
    frontendDist: options.frontendDist,
    operatorToken: options.operatorToken,
    trackEvents,
    notificationHub,
    settlementJob: { nudge: () => nudgeSettlement() },
  };
  const reconciliation = startReconciliation(deps);
  const settlement = startSettlement(deps);
  nudgeSettlement = settlement.nudge;
  const answerTimeouts = startAnswerTimeouts(deps);
  const lapseSweep = startLapseSweep(deps);
  const reminders = startReminders(deps);
  return {
    ...deps,
    stopGateway: async () => {
      await reconciliation.stop();
      await answerTimeouts.stop();
      await lapseSweep.stop();
      await reminders.stop();
      await settlement.stop();
      await deadLetters.stop();
      await trackEvents.stop();
      await notificationHub.stop();
    },
  };
}
