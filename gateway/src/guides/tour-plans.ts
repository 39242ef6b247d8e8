/**
 * A guide's tour plans (spec §3, §4): listed publicly, added, changed (DECISIONS 14: Change is
 * saved on the server) and deleted by their own guide only. The guide's name and picture come from
 * the guide's profile when the plan is read, never from the browser.
 */
import { MESSAGES, type TourPlan, type TourPlanInput } from '@app/contracts';
import { type Actor, requireSelf, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import type { GuideDoc } from './guide-store.js';
import { findGuide, type Guide, guideName, guideOfUser, isVerifiedGuide, verifiedGuides } from './guides.js';
import { type TourPlanDoc, tourPlans } from './tour-plan-store.js';

/** The public list shows at most this many plans, the latest starting first. */
const PUBLIC_LIST_MAX = 200;
const NEWEST_START_FIRST = { sort: { startDate: -1 as const } };

function toTourPlan(plan: TourPlanDoc, guide: Guide | null): TourPlan {
  const startDate = plan.startDate.toISOString();
  const endDate = plan.endDate.toISOString();
  return {
    id: plan._id,
    start_city: plan.startCity,
    place: plan.place,
    price: plan.price,
    start_date: startDate,
    end_date: endDate,
    startCity: plan.startCity,
    startDate,
    endDate,
    tourGuideEmail: plan.guideEmail,
    tourGuideName: guide ? guideName(guide) : '',
    tourGuideImage: guide?.profilePicture ?? '',
  };
}

/**
 * `GET /api/load-tour-plans?email=`: one guide's plans, or without an e-mail every verified
 * guide's. A guide not verified yet sees their own plans; nobody else does.
 */
export async function loadTourPlans(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined },
) {
  if (input.email) {
    const guide = await findGuide(deps.store, input.email);
    if (!guide || (!isVerifiedGuide(guide) && actor.user?._id !== guide._id)) return [];
    const plans = await tourPlans(deps.store).find({ guideEmail: guide.email }, NEWEST_START_FIRST);
    return plans.map((plan) => toTourPlan(plan, guide));
  }
  const verified = await verifiedGuides(deps.store);
  const byEmail = new Map(verified.map((g) => [g.email, g]));
  const plans = await tourPlans(deps.store).find(
    { guideEmail: { $in: [...byEmail.keys()] } },
    { ...NEWEST_START_FIRST, limit: PUBLIC_LIST_MAX },
  );
  return plans.map((plan) => toTourPlan(plan, byEmail.get(plan.guideEmail) ?? null));
}

/** The caller's guide profile; a plan named for another guide is refused first (DECISIONS 3). */
async function callingGuide(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: TourPlanInput,
): Promise<GuideDoc> {
  const user = requireSelf(actor, input.tourGuideEmail);
  const guide = await guideOfUser(deps.store, user._id);
  if (!guide) throw new AppError('FORBIDDEN', MESSAGES.notAGuide, 'NOT_A_GUIDE');
  return guide;
}

/** The plan, when the caller owns it: 404 for none, 403 for another guide's. */
async function ownPlan(deps: Pick<Ports, 'store'>, actor: Actor, id: string): Promise<TourPlanDoc> {
  const user = requireUser(actor);
  const plan = await tourPlans(deps.store).findOne({ _id: id });
  if (!plan) throw new AppError('NOT_FOUND', MESSAGES.tourPlanMissing, 'TOUR_PLAN_MISSING');
  if (plan.guideId !== user._id) throw new AppError('FORBIDDEN', MESSAGES.wrongAccount, 'WRONG_ACCOUNT');
  return plan;
}

const planFields = (input: TourPlanInput) => ({
  startCity: input.startCity,
  place: input.place,
  price: input.price,
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
});

/** `POST /api/add-tour-plan`: a guide's new plan. */
export async function addTourPlan(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: TourPlanInput,
  now = new Date(),
) {
  const guide = await callingGuide(deps, actor, input);
  const plan: TourPlanDoc = {
    _id: crypto.randomUUID(),
    guideId: guide._id,
    guideEmail: guide.email,
    ...planFields(input),
    createdAt: now,
    updatedAt: now,
  };
  await tourPlans(deps.store).insertOne(plan);
  return { message: MESSAGES.tourPlanSaved, plan: toTourPlan(plan, guide) };
}

/** `PUT /api/update-tour-plan/{id}`: the owner's change of a plan. */
export async function updateTourPlan(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  id: string,
  input: TourPlanInput,
  now = new Date(),
) {
  const plan = await ownPlan(deps, actor, id);
  const guide = await callingGuide(deps, actor, input);
  const updated = await tourPlans(deps.store).findOneAndUpdate(
    { _id: plan._id },
    { $set: { ...planFields(input), updatedAt: now } },
  );
  if (!updated) throw new AppError('NOT_FOUND', MESSAGES.tourPlanMissing, 'TOUR_PLAN_MISSING');
  return { message: MESSAGES.tourPlanSaved, plan: toTourPlan(updated, guide) };
}

/** `DELETE /api/delete-tour-plan/{id}`: the owner deletes a plan. */
export async function deleteTourPlan(deps: Pick<Ports, 'store'>, actor: Actor, id: string) {
  const plan = await ownPlan(deps, actor, id);
  await tourPlans(deps.store).deleteOne({ _id: plan._id });
  return { message: MESSAGES.tourPlanDeleted };
}
