/** Builds the gateway's dependencies from the platform: indexes in place, audio events heard. */
import type { Platform } from '@app/infra';
import { ensureOtpIndexes } from './accounts/otp.js';
import { ensureSessionIndexes } from './accounts/sessions.js';
import { ensureUserIndexes } from './accounts/users.js';
import { ensureAllowanceIndexes } from './audio/allowance.js';
import { TrackEvents } from './audio/track-events.js';
import { ensureTrackIndexes } from './audio/tracks.js';
import type { Deps } from './deps.js';
import { ensureReviewIndexes } from './reviews/site-reviews.js';
import { ensureRateLimitIndexes } from './security/rate-limit.js';

export interface GatewayDeps extends Deps {
  /** Stops what building started (the audio events subscription). */
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
  ]);
  const trackEvents = new TrackEvents();
  await trackEvents.start(platform.bus, platform.logger);
  return {
    ...platform,
    frontendDist: options.frontendDist,
    operatorToken: options.operatorToken,
    trackEvents,
    stopGateway: () => trackEvents.stop(),
  };
}
