/** tRPC for guides: the same services as the REST routes; the profile form comes as FormData. */
import {
  guideAboutSchema,
  guideAvailabilitySchema,
  loadTourPlansSchema,
  storedEmailSchema,
  tourPlanSchema,
} from '@app/contracts';
import { z } from 'zod';
import {
  addTourPlan,
  deleteTourPlan,
  guideProfile,
  loadTourPlans,
  ownGuideProfile,
  setGuideAbout,
  setGuideAvailability,
  submitGuideProfile,
  tourOperatorData,
  updateTourPlan,
} from '../guides/index.js';
import { listGuideReviews } from '../reviews/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

const guideEmail = z.object({ email: z.string().trim().min(1).max(254) });
const planId = z.object({ id: z.string().trim().min(1).max(64) });

export const guidesRouter = router({
  /**
   * The guide form: its text fields and the files `profilePicture` and `officialDocument`. Public,
   * so that a visitor hears the guide area's own 'please log in' (the service's refusal).
   */
  submitProfile: publicProcedure
    .input(z.instanceof(FormData))
    .mutation(({ ctx, input }) => submitGuideProfile(ctx.deps, ctx.actor, input)),
  profile: publicProcedure
    .input(guideEmail)
    .query(({ ctx, input }) => guideProfile(ctx.deps, ctx.actor, input.email)),
  /** The caller's own profile, or null while they have sent none (the dashboard). */
  ownProfile: protectedProcedure
    .input(storedEmailSchema.optional())
    .query(({ ctx, input }) => ownGuideProfile(ctx.deps, ctx.actor, input ?? {})),
  /** The caller's bio, languages and years of experience. */
  setAbout: protectedProcedure
    .input(guideAboutSchema)
    .mutation(({ ctx, input }) => setGuideAbout(ctx.deps, ctx.actor, input)),
  /** When the caller guides: weekly hours and days off; the booking grid offers them then only. */
  setAvailability: protectedProcedure
    .input(guideAvailabilitySchema)
    .mutation(({ ctx, input }) => setGuideAvailability(ctx.deps, ctx.actor, input)),
  operatorData: protectedProcedure
    .input(storedEmailSchema.optional())
    .query(({ ctx, input }) => tourOperatorData(ctx.deps, ctx.actor, input ?? {})),
  reviews: publicProcedure
    .input(guideEmail)
    .query(({ ctx, input }) => listGuideReviews(ctx.deps.store, input.email)),
  tourPlans: publicProcedure
    .input(loadTourPlansSchema.optional())
    .query(({ ctx, input }) => loadTourPlans(ctx.deps, ctx.actor, input ?? {})),
  addTourPlan: protectedProcedure
    .input(tourPlanSchema)
    .mutation(({ ctx, input }) => addTourPlan(ctx.deps, ctx.actor, input)),
  updateTourPlan: protectedProcedure
    .input(z.object({ id: planId.shape.id, plan: tourPlanSchema }))
    .mutation(({ ctx, input }) => updateTourPlan(ctx.deps, ctx.actor, input.id, input.plan)),
  deleteTourPlan: protectedProcedure
    .input(planId)
    .mutation(({ ctx, input }) => deleteTourPlan(ctx.deps, ctx.actor, input.id)),
});
