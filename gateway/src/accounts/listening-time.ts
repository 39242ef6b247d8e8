/**
 * The listening time a user's document keeps: quiz reward time, which the quiz gives. Accounts
 * keeps the document; the rules are the quiz's.
 */
import type { Store } from '@app/infra';
import { users } from './users.js';

/**
 * Keeps the user's quiz and the reward time it earned, only if they had not played: false when
 * they had (one play each, even for two tabs at once).
 */
export async function recordQuiz(store: Store, userId: string, quiz: unknown, rewardSeconds: number) {
  const saved = await users(store).updateOne(
    { _id: userId, quiz: { $exists: false } },
    { $set: { quiz }, $inc: { rewardSeconds, rewardEarnedSeconds: rewardSeconds } },
  );
  return saved.matched > 0;
}
