/**
 * A subscription plan card's state (spec §4): 'in use' for the running plan, 'Paused' for the free
 * plan while a paid one runs, 'Purchase' otherwise. The free plan runs when no paid plan does.
 */
import { PLAN_LABELS, type SubscriptionPlan } from '@app/contracts';

export type PlanCardState = 'in use' | 'Paused' | 'Purchase';

/** `currentPlan` is the running paid plan's label, or null for the free plan. */
export function planCardState(plan: SubscriptionPlan, currentPlan: string | null): PlanCardState {
  const running = currentPlan ?? PLAN_LABELS.free;
  if (plan.label === running) return 'in use';
  if (plan.priceUsd === 0) return 'Paused';
  return 'Purchase';
}

export const POPUP_FLAG = 'popupShown';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/**
 * Whether this browser session has not seen the page yet (spec §2: `popupShown` in session
 * storage). Only reads, so a render React throws away cannot use the first visit up; blocked
 * storage counts as seen: no nagging.
 */
export function isFirstVisit(storage: FlagStorage): boolean {
  try {
    return storage !== null && storage.getItem(POPUP_FLAG) === null;
  } catch {
    return false;
  }
}

/** Sets the flag, once the page is on screen. */
export function markVisited(storage: FlagStorage): void {
  try {
    storage?.setItem(POPUP_FLAG, 'true');
  } catch {
    // Blocked storage: the note shows again next time, which is harmless.
  }
}
