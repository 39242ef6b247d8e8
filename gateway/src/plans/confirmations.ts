/**
 * The page's confirmations after a payment (`purchaseSubscription`, `save-special-plan`): they
 * change nothing, since crediting already gave the buyer the plan; they answer whether the caller
 * holds a credited payment for it, as the page expects, and refuse anyone who does not.
 */
import { MESSAGES } from '@app/contracts';
import { type Actor, requireSelf } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { hasPaidOrder } from '../payments/index.js';
import { hasSpecialPlan } from './special-plans.js';
import { paidPlanByLabel } from './subscriptions.js';

export async function confirmSubscription(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; plan: string },
) {
  if (!actor.user) throw new AppError('UNAUTHORIZED', MESSAGES.pleaseLogInToAccess);
  const user = requireSelf(actor, input.email);
  const plan = paidPlanByLabel(input.plan);
  if (!plan) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlan, 'UNKNOWN_PLAN');
  const paid = await hasPaidOrder(deps.store, user._id, { 'item.type': 'plan', 'item.plan': plan.label });
  if (!paid) throw new AppError('FORBIDDEN', MESSAGES.subscriptionPaymentError, 'PLAN_NOT_PAID');
  return { message: MESSAGES.preferredCurrencyReset };
}

export async function confirmSpecialPlan(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; plan_name: string },
) {
  const user = requireSelf(actor, input.email);
  if (!(await hasSpecialPlan(deps.store, user._id, input.plan_name)))
    throw new AppError('FORBIDDEN', MESSAGES.purchasePlanFirst, 'PLAN_NOT_PAID');
  return { success: true, message: MESSAGES.specialPlanSaved };
}
