/**
 * The special plans a user bought, with each place heard or not: their listening history, for the
 * data download; forgotten with the account (the payment itself is kept by the payments domain).
 */
import type { Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';
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

/**
 * Plans' part: the special plans bought, as what was listened to. The audio allowance and quiz are on
 * the account; the audio domain's daily counters hold a number per day only and expire within two
 * days, so they are not a history worth a copy.
 */
export const plansPersonalData: PersonalDataHolder = {
  copies: { listening: async (store, user) => ({ specialPlans: await purchasedPlansOf(store, user._id) }) },
  async erase(tx, user) {
    await forgetPurchasedPlans(tx, user._id);
    return undefined;
  },
};
