/**
 * What the signed-in user has bought, as the server records it (credited payments only): the
 * running subscription plan and the special plans. A visitor has bought nothing; nothing is asked.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../app/auth';
import { paymentsApi } from './api';

const SUBSCRIPTION_KEY = ['payments', 'subscription'] as const;
const PURCHASED_KEY = ['payments', 'purchased'] as const;

/** The running paid plan's label and end, or null for the free plan (and for a visitor). */
export function useSubscriptionStatus() {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const status = useQuery({
    queryKey: [...SUBSCRIPTION_KEY, email],
    queryFn: () => paymentsApi.subscriptionStatus(email ?? ''),
    enabled: email !== null,
    staleTime: 0,
  });
  // Told apart by the answer's shape: 'subscribed' comes with the plan, 'not subscribed' without.
  const plan = status.data?.plan ?? null;
  return {
    plan,
    expiresAt: plan === null ? null : (status.data?.expiresAt ?? null),
    loading: email !== null && status.isPending,
    error: status.error,
    refetch: () => void status.refetch(),
  };
}

/** The user's special plans, each place with whether it was listened to. */
export function usePurchasedPlans() {
  const { user } = useAuth();
  const email = user?.email ?? null;
  return useQuery({
    queryKey: [...PURCHASED_KEY, email],
    queryFn: async () => (await paymentsApi.purchasedPlans(email ?? '')).plans,
    enabled: email !== null,
    staleTime: 0,
  });
}

/** Asks both again, e.g. after a payment (or a closed checkout that may still have been paid). */
export function useRefreshPurchases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
      queryClient.invalidateQueries({ queryKey: PURCHASED_KEY }),
    ]);
}
