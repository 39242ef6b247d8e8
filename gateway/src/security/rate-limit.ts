/**
 * Fixed-window rate limits kept in the store, so every gateway instance counts together. A limit
 * only ever delays: each window ends, so nobody is locked out for good.
 */
import { MESSAGE_RULES } from '@app/contracts';
import { type Doc, isDuplicateKey, type Store } from '@app/infra';
import { AppError } from '../core/index.js';

type Counter = Doc & { count: number; resetAt: Date };

const COLLECTION = 'rate_limits';

export interface Limit {
  /** What is limited, e.g. 'login:ip'. */
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Failed logins from one address, whatever the account. */
  loginIp: { name: 'login:ip', max: 50, windowMs: 15 * 60_000 },
  /** Failed logins to one account from one address: the owner elsewhere is not locked out. */
  loginAccountIp: { name: 'login:account-ip', max: 10, windowMs: 15 * 60_000 },
  /** Failed logins to one account from anywhere: past `max`, each try is slowed, never refused. */
  loginAccount: { name: 'login:account', max: 10, windowMs: 15 * 60_000 },
  /** Code mails asked for from one address, whatever the account. */
  otpSendIp: { name: 'otp-send:ip', max: 20, windowMs: 60 * 60_000 },
  /** Code mails to one account asked for from one address: others asking do not hold the owner back. */
  otpSendAccountIp: { name: 'otp-send:account-ip', max: 5, windowMs: 60 * 60_000 },
  /**
   * Code mails to one account from anywhere, counting only codes mailed: a ceiling on flooding its
   * mailbox and on fresh codes to guess at (each allows OTP_RULES.maxWrongTries guesses).
   */
  otpSendAccount: { name: 'otp-send:account', max: 20, windowMs: 60 * 60_000 },
  /** Code checks from one address, whatever the account. */
  otpCheckIp: { name: 'otp-check:ip', max: 50, windowMs: 15 * 60_000 },
  /** Code checks for one account from one address; a right code starts the count afresh. */
  otpCheckAccountIp: { name: 'otp-check:account-ip', max: 10, windowMs: 15 * 60_000 },
  /** Wrong code checks for one account from anywhere: past `max`, each check is slowed, never refused. */
  otpCheckAccount: { name: 'otp-check:account', max: 50, windowMs: 15 * 60_000 },
  /** SMS codes for a signed-in account: only its owner can ask, and each message costs money. */
  phoneOtpSend: { name: 'phone-otp-send:account', max: 5, windowMs: 60 * 60_000 },
  phoneOtpCheck: { name: 'phone-otp-check:account', max: 10, windowMs: 15 * 60_000 },
  reviewMailAccount: { name: 'review-mail:account', max: 5, windowMs: 60 * 60_000 },
  /** Coupon checks (check-code-limit, and orders with a code) from one address: codes are not guessed. */
  couponCheckIp: { name: 'coupon-check:ip', max: 60, windowMs: 15 * 60_000 },
  /** Coupon checks by one account, from anywhere. */
  couponCheckAccount: { name: 'coupon-check:account', max: 20, windowMs: 15 * 60_000 },
  /** Messages one account sends, to anyone. */
  messageSend: {
    name: 'message-send:account',
    max: MESSAGE_RULES.perWindow,
    windowMs: MESSAGE_RULES.windowMinutes * 60_000,
  },
  /** Conversations one account opens: nobody writes to every guide. */
  messageThread: {
    name: 'message-thread:account',
    max: MESSAGE_RULES.newThreadsPerDay,
    windowMs: 24 * 3600_000,
  },
} as const satisfies Record<string, Limit>;

export async function ensureRateLimitIndexes(store: Store): Promise<void> {
  await store.ensureIndex(COLLECTION, { fields: ['resetAt'], expireAfterSeconds: 0 });
}

const counterId = (limit: Limit, key: string) => `${limit.name}:${key.toLowerCase()}`;

/** Counts one attempt for `key` atomically, starting a new window when the last one has ended. */
async function increment(store: Store, limit: Limit, key: string, now: Date): Promise<Counter> {
  const counters = store.collection<Counter>(COLLECTION);
  const _id = counterId(limit, key);
  const resetAt = new Date(now.getTime() + limit.windowMs);
  for (;;) {
    const running = await counters.findOneAndUpdate({ _id, resetAt: { $gt: now } }, { $inc: { count: 1 } });
    if (running) return running;
    const restarted = await counters.findOneAndUpdate(
      { _id, resetAt: { $lte: now } },
      { $set: { count: 1, resetAt } },
    );
    if (restarted) return restarted;
    try {
      return await counters.insertOne({ _id, count: 1, resetAt });
    } catch (error) {
      // A parallel attempt started the window first: count this one in it.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

/**
 * Counts one attempt against each limit; throws 429 with how long to wait once one is exceeded.
 * The count is taken before the attempt is weighed, so parallel attempts cannot all slip under
 * the limit; an attempt that should not count is given back with `release`.
 */
export async function hit(
  store: Store,
  checks: ReadonlyArray<{ limit: Limit; key: string }>,
  now = new Date(),
): Promise<void> {
  for (const { limit, key } of checks) {
    const counter = await increment(store, limit, key, now);
    if (counter.count > limit.max) {
      const minutes = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 60_000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}

const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 5000;

/**
 * The wait before weighing an attempt once a never-refusing limit (one of `record`) has counted
 * `attempts`: a quarter second more for each past `max`, up to five seconds.
 */
export function slowdownMs(limit: Limit, attempts: number): number {
  const over = attempts - limit.max;
  return over <= 0 ? 0 : Math.min(SLOWDOWN_MAX_MS, over * SLOWDOWN_STEP_MS);
}

/** Counts one attempt that is never refused, only weighed later (see `counted`). */
export async function record(store: Store, limit: Limit, key: string, now = new Date()): Promise<void> {
  await increment(store, limit, key, now);
}

/** Gives back one attempt counted by `hit` (one that turned out not to count, such as a success). */
export async function release(store: Store, limit: Limit, key: string): Promise<void> {
  await store
    .collection<Counter>(COLLECTION)
    .updateOne({ _id: counterId(limit, key), count: { $gt: 0 } }, { $inc: { count: -1 } });
}

/** Starts a limit's count afresh for `key`. */
export async function reset(store: Store, limit: Limit, key: string): Promise<void> {
  await store.collection<Counter>(COLLECTION).deleteOne({ _id: counterId(limit, key) });
}

/** Attempts counted against a limit in its current window. */
export async function counted(store: Store, limit: Limit, key: string, now = new Date()): Promise<number> {
  const counter = await store
    .collection<Counter>(COLLECTION)
    .findOne({ _id: counterId(limit, key), resetAt: { $gt: now } });
  return counter?.count ?? 0;
}
