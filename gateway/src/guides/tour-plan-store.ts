/** The `tour_plans` collection: a guide's planned tours (spec §3 Guide tour plan). */
import type { Doc, Store } from '@app/infra';

export type TourPlanDoc = Doc & {
  /** The owner's user id: only they may change or delete the plan. */
  guideId: string;
  guideEmail: string;
  startCity: string;
  place: string;
  /** US dollars. */
  price: number;
  startDate: Date;
  endDate: Date;
  createdAt: Date;
  updatedAt: Date;
};

export const TOUR_PLANS = 'tour_plans';

export const tourPlans = (store: Store) => store.collection<TourPlanDoc>(TOUR_PLANS);

export async function ensureTourPlanIndexes(store: Store): Promise<void> {
  await store.ensureIndex(TOUR_PLANS, { fields: ['guideEmail'] });
}
