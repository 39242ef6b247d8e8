/**
 * Who may hear what (DECISIONS.md 10), enforced here and only mirrored in the browser:
 * anonymous visitors 5 generations per device (and a per-address cap), free users 10 a day then
 * quiz reward time, subscribers the audio book within their plan's minutes, plan buyers the
 * places of their special plan. Each charge is one atomic conditional update, run in the
 * transaction that records the listen as paid for today (replays.ts).
 */
import { AUDIO_LIMITS, AUDIO_MESSAGES, MESSAGES } from '@app/contracts';
import { type Doc, isDuplicateKey, type Store } from '@app/infra';
import { type Account, takeRewardSeconds } from '../accounts/index.js';
import { AppError } from '../core/index.js';
import { markListened, spendPlanSeconds } from '../plans/index.js';
import { today } from './day.js';
import { ensurePaidListenIndexes } from './replays.js';

type Usage = Doc & { count: number; expiresAt: Date };

const USAGE = 'audio_usage';
/** Shared addresses (offices, hostels) get more than one device's worth before they are stopped. */
export const ANONYMOUS_PER_ADDRESS_PER_DAY = 20;
const DAY_MS = 24 * 3600_000;

export async function ensureAllowanceIndexes(store: Store): Promise<void> {
  await store.ensureIndex(USAGE, { fields: ['expiresAt'], expireAfterSeconds: 0 });
  await ensurePaidListenIndexes(store);
}

/** The counters' ids: a device's lifetime listens, an address's and a free user's of one day. */
export const COUNTERS = {
  device: (deviceId: string) => `device:${deviceId}`,
  address: (ip: string, now: Date) => `address:${ip}:${today(now)}`,
  free: (userId: string, now: Date) => `free:${userId}:${today(now)}`,
};

/** How many uses a counter has had (0 when it has none yet). */
export async function usesOf(store: Store, id: string): Promise<number> {
  return (await store.collection<Usage>(USAGE).findOne({ _id: id }))?.count ?? 0;
}

/**
 * Adds one use to a counter unless it already reached `max`; false when it had. The upsert fails
 * on the unique id when the filter did not match an existing (full) counter: that is "full".
 */
async function take(store: Store, id: string, max: number, ttlMs: number): Promise<boolean> {
  // A full counter is seen first, so that inside a MongoDB transaction (which a failed write would
  // abort) the upsert below fails only on a race, never on the common case of a spent limit.
  if ((await usesOf(store, id)) >= max) return false;
  try {
    const counter = await store
      .collection<Usage>(USAGE)
      .findOneAndUpdate(
        { _id: id, count: { $lt: max } },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(Date.now() + ttlMs) } },
        { upsert: true },
      );
    return counter !== null;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export async function chargeAnonymous(
  store: Store,
  deviceId: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const device = await take(
    store,
    COUNTERS.device(deviceId),
    AUDIO_LIMITS.anonymousGenerations,
    365 * DAY_MS,
  );
  if (!device) throw new AppError('FORBIDDEN', MESSAGES.anonymousLimit, 'AUDIO_LOG_IN');
  const address = await take(store, COUNTERS.address(ip, now), ANONYMOUS_PER_ADDRESS_PER_DAY, 2 * DAY_MS);
  if (!address) throw new AppError('FORBIDDEN', MESSAGES.anonymousLimit, 'AUDIO_LOG_IN');
}

/** A free user's one-minute narration: one of today's 10 uses, else a minute of reward time. */
export async function chargeFree(
  store: Store,
  user: Account,
  seconds: number,
  now = new Date(),
): Promise<'daily' | 'reward'> {
  if (await take(store, COUNTERS.free(user._id, now), AUDIO_LIMITS.freeDailyUses, 2 * DAY_MS)) return 'daily';
  if (await takeRewardSeconds(store, user._id, seconds)) return 'reward';
  const earnedAny = typeof user.rewardEarnedSeconds === 'number' && user.rewardEarnedSeconds > 0;
  throw new AppError(
    'TOO_MANY_REQUESTS',
    earnedAny ? MESSAGES.rewardTimeExhausted : MESSAGES.dailyLimit,
    'AUDIO_DAILY_LIMIT',
  );
}

/** A subscriber's audio book, paid for with the plan's remaining seconds. */
export async function chargeSubscriber(
  store: Store,
  user: Account,
  seconds: number,
  now = new Date(),
): Promise<void> {
  const spent = await spendPlanSeconds(store, user, seconds, now);
  if (spent === 'no-plan')
    throw new AppError('FORBIDDEN', AUDIO_MESSAGES.subscriptionRequired, 'AUDIO_SUBSCRIPTION_REQUIRED');
  if (spent === 'used-up')
    throw new AppError('TOO_MANY_REQUESTS', AUDIO_MESSAGES.subscriberMinutesUsed, 'AUDIO_MINUTES_USED');
}

/** A plan buyer's place: in their plan and not heard yet; marks it heard. */
export async function chargePlan(
  store: Store,
  user: Account,
  planName: string,
  placeName: string,
): Promise<void> {
  const marked = await markListened(store, user._id, planName, placeName);
  if (marked === 'not-in-plan')
    throw new AppError('FORBIDDEN', MESSAGES.purchasePlanFirst, 'PLAN_NOT_PURCHASED');
  if (marked === 'already') throw new AppError('CONFLICT', MESSAGES.alreadyListened, 'ALREADY_LISTENED');
}
