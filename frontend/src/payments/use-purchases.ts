/**
 * What the signed-in user has bought, as the server records it (credited payments only): the
 * running subscription plan and the special plans. A visitor has bought nothing; nothing is asked.
 */
import type { AppRouter } from '@app/gateway';
import { skipToken } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useAuth } from '../app/auth';
import { trpc } from '../app/trpc';

/** A special plan the user bought: each place with whether it was listened to. */
export type PurchasedPlan = inferRouterOutputs<AppRouter>['plans']['purchased']['plans'][number];

/**
 * The user's own e-mail, checked by the server against the session: it keeps each user's answers
 * apart in the cache, so the next person at this screen never sees the last one's plans.
 */
function useOwnEmail() {
  const { user } = useAuth();
  return user === null ? skipToken : { email: user.email };
}

/** The running paid plan's label and end, or null for the free plan (and for a visitor). */
export function useSubscriptionStatus() {
  const own = useOwnEmail();
  const status = trpc.plans.subscriptionStatus.useQuery(own, { staleTime: 0 });
  // Told apart by the answer's shape: 'subscribed' comes with the plan, 'not subscribed' without.
  const running = status.data !== undefined && 'plan' in status.data ? status.data : null;
  return {
    plan: running?.plan ?? null,
    expiresAt: running?.expiresAt ?? null,
    loading: own !== skipToken && status.isPending,
    error: status.error,
    refetch: () => void status.refetch(),
  };
}

/** The user's special plans, each place with whether it was listened to. */
export function usePurchasedPlans() {
  return trpc.plans.purchased.useQuery(useOwnEmail(), { staleTime: 0, select: (answer) => answer.plans });
}

/** Asks both again, e.g. after a payment (or a closed checkout that may still have been paid). */
export function useRefreshPurchases() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.plans.subscriptionStatus.invalidate(), utils.plans.purchased.invalidate()]);
}
