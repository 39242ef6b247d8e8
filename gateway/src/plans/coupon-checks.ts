/**
 * Coupon checks are rate-limited per client address and per account (issue 22): the answers to
 * `check-code-limit` (and to an order with a code) say whether a code exists, so it must not be
 * found by trying hundreds of guesses a second.
 */
import type { Actor } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { hit, LIMITS } from '../security/index.js';
import { checkCoupon, couponRules } from './coupons.js';

/** Counts one coupon check by the caller; 429 'Too many attempts. Please try again in N minutes.' past a limit. */
export async function countCouponCheck(deps: Pick<Ports, 'store'>, actor: Actor): Promise<void> {
  await hit(deps.store, [
    { limit: LIMITS.couponCheckIp, key: actor.ip },
    ...(actor.user ? [{ limit: LIMITS.couponCheckAccount, key: actor.user.email }] : []),
  ]);
}

/** `POST /api/check-code-limit`: the code's percent while it has uses left, for a caller within the limits. */
export async function checkCouponFor(deps: Pick<Ports, 'config' | 'store'>, actor: Actor, code: string) {
  await countCouponCheck(deps, actor);
  return checkCoupon(deps.store, couponRules(deps.config), code, actor.user?._id);
}
