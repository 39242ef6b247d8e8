/**
 * Which of the user's bought special plans holds a place, so that the place list opens it with the
 * plan (`co`) and its audio is the plan's, as the plan card's own links do (issue 26: the list's
 * links dropped the plan).
 */
import { usePurchasedPlans } from '../../payments/use-purchases';

/** The first plan holding `placeName`, of those bought; null when none does. */
export function planHolding(
  plans: ReadonlyArray<{ plan_name: string; tourist_places: Record<string, string> }>,
  placeName: string,
): string | null {
  return plans.find((plan) => placeName in plan.tourist_places)?.plan_name ?? null;
}

export function useBoughtPlanOf(): (placeName: string) => string | null {
  const bought = usePurchasedPlans().data ?? [];
  return (placeName) => planHolding(bought, placeName);
}
