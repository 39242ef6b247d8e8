/** What a caller may still hear: the counters the charges in allowance.ts spend, read, not spent. */
import { AUDIO_LIMITS, type ListeningAllowance } from '@app/contracts';
import type { Store } from '@app/infra';
import { type Account, hasActivePlan } from '../accounts/index.js';
import { ANONYMOUS_PER_ADDRESS_PER_DAY, COUNTERS, usesOf } from './allowance.js';
import { nextDayStart } from './day.js';

export type Caller = { user: Account; now: Date } | { deviceId: string; ip: string; now: Date };

export async function allowanceLeft(store: Store, caller: Caller): Promise<ListeningAllowance> {
  const { now } = caller;
  if (!('user' in caller)) {
    const limit = AUDIO_LIMITS.anonymousGenerations;
    const [device, address] = await Promise.all([
      usesOf(store, COUNTERS.device(caller.deviceId)),
      usesOf(store, COUNTERS.address(caller.ip, now)),
    ]);
    // A shared address that is spent stops every device on it, so it is what is left too.
    const left = Math.min(limit - device, ANONYMOUS_PER_ADDRESS_PER_DAY - address);
    return { tier: 'anonymous', left: Math.max(0, left), limit };
  }
  const { user } = caller;
  if (hasActivePlan(user, now))
    return {
      tier: 'subscriber',
      plan: user.subscription,
      secondsLeft: Math.max(0, user.audioSecondsLeft ?? 0),
    };
  const limit = AUDIO_LIMITS.freeDailyUses;
  const used = await usesOf(store, COUNTERS.free(user._id, now));
  const reward = typeof user.rewardSeconds === 'number' ? user.rewardSeconds : 0;
  return {
    tier: 'free',
    left: Math.max(0, limit - used),
    limit,
    resetsAt: nextDayStart(now).toISOString(),
    rewardSeconds: Math.max(0, reward),
  };
}
