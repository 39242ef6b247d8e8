/** Builds the gateway's dependencies from the platform: indexes in place, audio events heard. */
import type { Platform } from '@app/infra';
import {
  ensureOtpIndexes,
  ensureSessionIndexes,
  ensureUserIndexes,
  personalDataOf,
} from './accounts/index.js';
import { ensureAllowanceIndexes, ensureTrackIndexes, TrackEvents } from './audio/index.js';
import {
  bookingPurchasable,
  bookingsPersonalData,
  ensureBookingIndexes,
  startAnswerTimeouts,
  startLapseSweep,
  startReminders,
  startReviewWindow,
} from './bookings/index.js';
import type { Deps } from './deps/index.js';
import { ensureGuideIndexes, guidesPersonalData } from './guides/index.js';
import { ensureMessageIndexes, messagesPersonalData, startAwayMails } from './messages/index.js';
import { newsletterPersonalData } from './newsletter/index.js';
import {
  ensureNotificationIndexes,
  NotificationHub,
  notificationsPersonalData,
} from './notifications/index.js';
import { ensureDeadLetterIndexes, pruneReplayed, startDeadLetterBook } from './operator/index.js';
import {
  ensureCaptureIndexes,
  ensureOrderIndexes,
  ensureRefundIndexes,
  paymentsPersonalData,
  startReconciliation,
  startSettlement,
} from './payments/index.js';
import { planPurchasable, plansPersonalData, specialPlanPurchasable } from './plans/index.js';
import { ensureReviewIndexes, reviewsPersonalData } from './reviews/index.js';
import { ensureRateLimitIndexes } from './security/index.js';

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
    ensureMessageIndexes(store),
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
    purchasables: {
      plan: planPurchasable,
      'special-plan': specialPlanPurchasable,
      booking: bookingPurchasable,
    },
    // In the order an erasure runs them.
    personalData: personalDataOf([
      bookingsPersonalData,
      reviewsPersonalData,
      guidesPersonalData,
      notificationsPersonalData,
      messagesPersonalData,
      newsletterPersonalData,
      plansPersonalData,
      paymentsPersonalData,
    ]),
  };
  const reconciliation = startReconciliation(deps);
  const settlement = startSettlement(deps);
  nudgeSettlement = settlement.nudge;
  const answerTimeouts = startAnswerTimeouts(deps);
  const lapseSweep = startLapseSweep(deps);
  const reminders = startReminders(deps);
  const awayMails = startAwayMails(deps);
  const reviewWindow = startReviewWindow(deps);
  return {
    ...deps,
    stopGateway: async () => {
      await reconciliation.stop();
      await answerTimeouts.stop();
      await lapseSweep.stop();
      await reminders.stop();
      await awayMails.stop();
      await reviewWindow.stop();
      await settlement.stop();
      await deadLetters.stop();
      await trackEvents.stop();
      await notificationHub.stop();
    },
  };
}
