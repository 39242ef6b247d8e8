/**
 * Subscription plans (spec §9): a credited payment activates one. Buying while a plan runs adds
 * the new period after the one running and its minutes to those left, so nothing paid for is lost.
 */
import { MESSAGES, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@app/contracts';
import type { Store } from '@app/infra';
import { type Actor, accountById, hasActivePlan, requireSelf, setPlan } from '../accounts/index.js';

const DAY_MS = 86_400_000;

/** A plan one can pay for, by its exact label (the free plan is not sold). */
export function paidPlanByLabel(label: string): SubscriptionPlan | null {
  return SUBSCRIPTION_PLANS.find((p) => p.label === label && p.priceUsd > 0) ?? null;
}

/** Starts (or extends) the plan for the user; call it with the transaction that credits the payment. */
export async function activatePlan(tx: Store, userId: string, plan: SubscriptionPlan, now = new Date()) {
  const user = await accountById(tx, userId);
  if (!user) throw new Error(`user ${userId} of a credited payment is missing`);
  const running = hasActivePlan(user, now);
  const from = running && user.subscriptionExpiresAt ? user.subscriptionExpiresAt.getTime() : now.getTime();
  const secondsLeft = running ? (user.audioSecondsLeft ?? 0) : 0;
  await setPlan(tx, userId, {
    label: plan.label,
    expiresAt: new Date(from + (plan.periodDays ?? 0) * DAY_MS),
    secondsLeft: secondsLeft + (plan.audioMinutes ?? 0) * 60,
  });
}

/** `isSubscribed` / `isAutoSubscribed`: the caller's running plan, or the free one. */
export function subscriptionStatus(actor: Actor, input: { email?: string | undefined }, now = new Date()) {
  const user = requireSelf(actor, input.email);
  if (!hasActivePlan(user, now) || !user.subscriptionExpiresAt) return { message: MESSAGES.notSubscribed };
  return {
    message: MESSAGES.subscribed,
    plan: user.subscription,
    expiresAt: user.subscriptionExpiresAt.toISOString(),
  };
}
