/**
 * Fixed-window rate limits kept in the store, so every gateway instance counts together. A limit
 * only ever delays: each window ends, so nobody is locked out for good.
 */
import type { Doc, Store } from '@app/infra';
import { AppError } from '../errors.js';

type Counter = Doc & { count: number; resetAt: Date };

const COLLECTION = 'rate_limits';

export interface Limit {
  /** What is limited, e.g. 'login:ip'. */
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginIp: { name: 'login:ip', max: 50, windowMs: 15 * 60_000 },
  loginAccount: { name: 'login:account', max: 10, windowMs: 15 * 60_000 },
  otpSendIp: { name: 'otp-send:ip', max: 20, windowMs: 60 * 60_000 },
  otpSendAccount: { name: 'otp-send:account', max: 5, windowMs: 60 * 60_000 },
  otpCheckIp: { name: 'otp-check:ip', max: 50, windowMs: 15 * 60_000 },
  otpCheckAccount: { name: 'otp-check:account', max: 10, windowMs: 15 * 60_000 },
  reviewMailAccount: { name: 'review-mail:account', max: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export async function ensureRateLimitIndexes(store: Store): Promise<void> {
  await store.ensureIndex(COLLECTION, { fields: ['resetAt'], expireAfterSeconds: 0 });
}

/** Counts one attempt against each limit; throws 429 with how long to wait once one is exceeded. */
export async function hit(
  store: Store,
  checks: ReadonlyArray<{ limit: Limit; key: string }>,
  now = new Date(),
): Promise<void> {
  const counters = store.collection<Counter>(COLLECTION);
  for (const { limit, key } of checks) {
    const id = `${limit.name}:${key.toLowerCase()}`;
    let counter = await counters.findOneAndUpdate({ _id: id, resetAt: { $gt: now } }, { $inc: { count: 1 } });
    if (!counter) {
      const resetAt = new Date(now.getTime() + limit.windowMs);
      await counters.updateOne({ _id: id }, { $set: { count: 1, resetAt } }, { upsert: true });
      counter = { _id: id, count: 1, resetAt };
    }
    if (counter.count > limit.max) {
      const minutes = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 60_000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}
