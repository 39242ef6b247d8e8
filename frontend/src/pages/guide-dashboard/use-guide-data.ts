/**
 * The signed-in guide's own data over tRPC, asked for the guide's e-mail (the server checks it is
 * the session's): the profile (null while the user is not a guide yet), the operator data
 * (verification), reviews, earnings and tour plans. Each section asks only for what it shows.
 */
import { trpc } from '../../app/trpc';

/** The input naming the caller's own account; a cache update must use the same one. */
export const ownAccount = (email: string) => ({ storedLoggedInEmail: email });

/** The guide's own profile; null (not an error) for a user who has not sent one yet. */
export function useGuideProfile(email: string) {
  return trpc.guides.ownProfile.useQuery(ownAccount(email), { staleTime: 0 });
}

export function useOperatorData(email: string) {
  return trpc.guides.operatorData.useQuery(ownAccount(email), { staleTime: 0 });
}

export function useGuideReviews(email: string) {
  return trpc.guides.reviews.useQuery({ email });
}

export function useEarnings(email: string) {
  return trpc.bookings.earnings.useQuery(ownAccount(email));
}

export function useOwnTourPlans(email: string) {
  return trpc.guides.tourPlans.useQuery({ email });
}
