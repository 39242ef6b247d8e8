/**
 * Special tour plans: a credited payment records the plan with the catalog's places for it (never
 * a list from the browser); each place goes from 'not listened' to 'listened' when played.
 */
import type { SpecialTourPlan } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { type Actor, requireSelf } from '../accounts/actor.js';
import { specialTours } from '../catalog/catalog.service.js';
import type { Deps } from '../deps.js';

export type PurchasedPlan = Doc & {
  userId: string;
  plan_name: string;
  country: string;
  tourist_places: Record<string, string>;
  /** Absent on plans recorded before purchases were dated. */
  purchasedAt?: Date;
};

export const PURCHASED_PLANS = 'purchased_plans';

const purchaseId = (userId: string, planName: string) => `${userId}:${planName}`;

/** The catalog's special plan of that name in that country, or null. */
export async function findSpecialPlan(
  deps: Deps,
  country: string,
  planName: string,
): Promise<SpecialTourPlan | null> {
  const { data } = await specialTours(deps, { country });
  return data.find((plan) => plan.plan_name === planName) ?? null;
}

export async function hasSpecialPlan(store: Store, userId: string, planName: string): Promise<boolean> {
  return (
    (await store
      .collection<PurchasedPlan>(PURCHASED_PLANS)
      .findOne({ _id: purchaseId(userId, planName) })) !== null
  );
}

/** Records the plan as bought, every place not listened yet; a repeat changes nothing. */
export async function recordSpecialPlan(tx: Store, userId: string, plan: SpecialTourPlan): Promise<void> {
  const id = purchaseId(userId, plan.plan_name);
  const plans = tx.collection<PurchasedPlan>(PURCHASED_PLANS);
  if (await plans.findOne({ _id: id })) return;
  await plans.insertOne({
    _id: id,
    userId,
    plan_name: plan.plan_name,
    country: plan.country,
    tourist_places: Object.fromEntries(
      Object.keys(plan.tourist_places).map((name) => [name, 'not listened']),
    ),
    purchasedAt: new Date(),
  });
}

/** `get-purchased-plans`: the caller's special plans, each place with whether it was listened to. */
export async function purchasedPlans(deps: Deps, actor: Actor, input: { email?: string | undefined }) {
  const user = requireSelf(actor, input.email);
  const plans = await deps.store.collection<PurchasedPlan>(PURCHASED_PLANS).find({ userId: user._id });
  return {
    success: true,
    plans: plans
      .sort((a, b) => (a.purchasedAt?.getTime() ?? 0) - (b.purchasedAt?.getTime() ?? 0))
      .map(({ plan_name, country, tourist_places }) => ({ plan_name, country, tourist_places })),
  };
}
