/**
 * Special tour plans: a credited payment records the plan with the catalog's places for it (never
 * a list from the browser); each place goes from 'not listened' to 'listened' when played.
 */
import type { SpecialTourPlan } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { type Actor, requireSelf } from '../accounts/index.js';
import { specialTours } from '../catalog/index.js';
import type { Ports } from '../core/index.js';

export type PurchasedPlan = Doc & {
  userId: string;
  plan_name: string;
  country: string;
  /**
   * The plan's places in the catalog's order, and those not heard yet. Lists, never field names:
   * a place name may hold a dot ("Fort St. George"), which no store accepts in a key.
   */
  places?: string[];
  notListened?: string[];
  /** How plans were kept before (place name → 'not listened' | 'listened'); upgraded when played. */
  tourist_places?: Record<string, string>;
  /** Absent on plans recorded before purchases were dated. */
  purchasedAt?: Date;
};

/** The plan's places as the API shows them: place name → 'not listened' | 'listened'. */
export function touristPlacesOf(plan: PurchasedPlan): Record<string, string> {
  if (!plan.places) return { ...plan.tourist_places };
  const waiting = new Set(plan.notListened);
  return Object.fromEntries(
    plan.places.map((name) => [name, waiting.has(name) ? 'not listened' : 'listened']),
  );
}

/** The lists a plan keeps for its places, from the API's shape. */
function placeLists(touristPlaces: Record<string, string>): Pick<PurchasedPlan, 'places' | 'notListened'> {
  const entries = Object.entries(touristPlaces);
  return {
    places: entries.map(([name]) => name),
    notListened: entries.filter(([, status]) => status !== 'listened').map(([name]) => name),
  };
}

/**
 * Marks a place of the user's plan heard, once: `not-in-plan` when the user has no such plan or
 * the plan no such place, `already` when it was heard before.
 */
export async function markListened(
  store: Store,
  userId: string,
  planName: string,
  placeName: string,
): Promise<'marked' | 'already' | 'not-in-plan'> {
  const plans = store.collection<PurchasedPlan>(PURCHASED_PLANS);
  const plan = await plans.findOne({ userId, plan_name: planName });
  if (!plan || !Object.hasOwn(touristPlacesOf(plan), placeName)) return 'not-in-plan';
  if (!plan.places && plan.tourist_places)
    await plans.updateOne(
      { _id: plan._id, places: { $exists: false } },
      { $set: placeLists(plan.tourist_places), $unset: { tourist_places: true } },
    );
  const marked = await plans.updateOne(
    { _id: plan._id, notListened: placeName },
    { $pull: { notListened: placeName } },
  );
  return marked.matched === 0 ? 'already' : 'marked';
}

export const PURCHASED_PLANS = 'purchased_plans';

const purchaseId = (userId: string, planName: string) => `${userId}:${planName}`;

/** The catalog's special plan of that name in that country, or null. */
export async function findSpecialPlan(
  deps: Pick<Ports, 'places'>,
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

/**
 * Records the plan as bought, every place not listened yet; resolves false (changing nothing) when
 * the user had it already, so that the second payment is owed back.
 */
export async function recordSpecialPlan(tx: Store, userId: string, plan: SpecialTourPlan): Promise<boolean> {
  const id = purchaseId(userId, plan.plan_name);
  const plans = tx.collection<PurchasedPlan>(PURCHASED_PLANS);
  if (await plans.findOne({ _id: id })) return false;
  await plans.insertOne({
    _id: id,
    userId,
    plan_name: plan.plan_name,
    country: plan.country,
    ...placeLists(Object.fromEntries(Object.keys(plan.tourist_places).map((name) => [name, 'not listened']))),
    purchasedAt: new Date(),
  });
  return true;
}

/** `get-purchased-plans`: the caller's special plans, each place with whether it was listened to. */
export async function purchasedPlans(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined },
) {
  const user = requireSelf(actor, input.email);
  const plans = await deps.store.collection<PurchasedPlan>(PURCHASED_PLANS).find({ userId: user._id });
  return {
    success: true,
    plans: plans
      .sort((a, b) => (a.purchasedAt?.getTime() ?? 0) - (b.purchasedAt?.getTime() ?? 0))
      .map((plan) => ({
        plan_name: plan.plan_name,
        country: plan.country,
        tourist_places: touristPlacesOf(plan),
      })),
  };
}
