/**
 * The signed-in guide's own data, fetched over REST with React Query and keyed by the e-mail: the
 * profile (null while the user is not a guide yet), the operator data (verification), reviews,
 * earnings and tour plans. Each section asks only for what it shows.
 */
import type { GuidePrivateProfile } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCode } from '../../app/errors';
import { guidesApi } from '../../guides/api';

export const guideKeys = {
  all: ['guides'] as const,
  profile: (email: string) => ['guides', 'profile', email] as const,
  operator: (email: string) => ['guides', 'operator', email] as const,
  reviews: (email: string) => ['guides', 'reviews', email] as const,
  earnings: (email: string) => ['guides', 'earnings', email] as const,
  plans: (email: string) => ['guides', 'plans', email] as const,
};

/** The guide's own profile; null (not an error) for a user who has not sent one yet. */
export function useGuideProfile(email: string) {
  return useQuery({
    queryKey: guideKeys.profile(email),
    queryFn: async (): Promise<GuidePrivateProfile | null> => {
      try {
        return await guidesApi.profile(email);
      } catch (error) {
        if (errorCode(error) === 'GUIDE_MISSING') return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

export function useOperatorData(email: string) {
  return useQuery({
    queryKey: guideKeys.operator(email),
    queryFn: () => guidesApi.operatorData(email),
    staleTime: 0,
  });
}

export function useGuideReviews(email: string) {
  return useQuery({ queryKey: guideKeys.reviews(email), queryFn: () => guidesApi.reviews(email) });
}

export function useEarnings(email: string) {
  return useQuery({ queryKey: guideKeys.earnings(email), queryFn: () => guidesApi.earnings(email) });
}

export function useOwnTourPlans(email: string) {
  return useQuery({ queryKey: guideKeys.plans(email), queryFn: () => guidesApi.tourPlans(email) });
}

/** Asks again for everything of the guide, e.g. after the profile was sent. */
export function useRefreshGuide() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: guideKeys.all });
}
