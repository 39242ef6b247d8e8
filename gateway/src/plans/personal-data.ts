/**
 * The special plans a user bought, with each place heard or not: their listening history, for the
 * data download; forgotten with the account (the payment itself is kept by the payments domain).
 */
import type { Store } from '@app/infra';
import { PURCHASED_PLANS, type PurchasedPlan, touristPlacesOf } from './special-plans.js';

const purchased = (store: Store) => store.collection<PurchasedPlan>(PURCHASED_PLANS);

export async function purchasedPlansOf(store: Store, userId: string) {
  const plans = await purchased(store).find({ userId });
  return plans.map((plan) => ({
    plan_name: plan.plan_name,
    country: plan.country,
    tourist_places: touristPlacesOf(plan),
    purchasedAt: plan.purchasedAt ?? null,
  }));
}

export async function forgetPurchasedPlans(tx: Store, userId: string): Promise<void> {
  await purchased(tx).deleteMany({ userId });
}
