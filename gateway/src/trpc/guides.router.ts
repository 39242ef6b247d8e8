/** tRPC for guides: the same services as the REST routes (the multipart profile submit stays REST). */
import { loadTourPlansSchema, storedEmailSchema, tourPlanSchema } from '@app/contracts';
import { z } from 'zod';
import {
  addTourPlan,
  deleteTourPlan,
  guideProfile,
  loadTourPlans,
  tourOperatorData,
  updateTourPlan,
} from '../guides/index.js';
import { listGuideReviews } from '../reviews/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

const guideEmail = z.object({ email: z.string().trim().min(1).max(254) });
const planId = z.object({ id: z.string().trim().min(1).max(64) });

export const guidesRouter = router({
  profile: publicProcedure
    .input(guideEmail)
    .query(({ ctx, input }) => guideProfile(ctx.deps, ctx.actor, input.email)),
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
