/**
 * The listening time a user's document keeps: the plan's seconds, which plans give and settle,
 * and quiz reward time, which the quiz gives and audio spends. Accounts keeps the document; the
 * rules are theirs. Each write runs in the store or transaction it is given.
 */
import type { Store } from '@app/infra';
import { users } from './users.js';

/** The plan a credited payment started or extended, as plans worked it out. */
export async function setPlan(
  tx: Store,
  userId: string,
  plan: { label: string; expiresAt: Date; secondsLeft: number },
): Promise<void> {
  await users(tx).updateOne(
    { _id: userId },
    {
      $set: {
        subscription: plan.label,
        subscriptionExpiresAt: plan.expiresAt,
        audioSecondsLeft: plan.secondsLeft,
      },
    },
  );
}

/** Takes `seconds` of the plan's in one conditional write; false when fewer are left. */
export async function takePlanSeconds(store: Store, userId: string, seconds: number): Promise<boolean> {
  const spent = await users(store).findOneAndUpdate(
    { _id: userId, audioSecondsLeft: { $gte: seconds } },
    { $inc: { audioSecondsLeft: -seconds } },
  );
  return spent !== null;
}

/** Gives back (or, when negative, takes) plan seconds: a charge settled to a track's length. */
export async function addPlanSeconds(tx: Store, userId: string, seconds: number): Promise<void> {
  await users(tx).updateOne({ _id: userId }, { $inc: { audioSecondsLeft: seconds } });
}

/** Takes `seconds` of reward time in one conditional write; false when fewer are left. */
export async function takeRewardSeconds(store: Store, userId: string, seconds: number): Promise<boolean> {
  const spent = await users(store).findOneAndUpdate(
    { _id: userId, rewardSeconds: { $gte: seconds } },
    { $inc: { rewardSeconds: -seconds } },
  );
  return spent !== null;
}

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
