import { reviewEmailSchema, reviewPageSchema, submitReviewSchema } from '@app/contracts';
import { listReviews, sendReviewEmail, submitReview } from '../reviews/index.js';
import { publicProcedure, router } from './trpc.js';

export const reviewsRouter = router({
  list: publicProcedure
    .input(reviewPageSchema.optional())
    .query(({ ctx, input }) => listReviews(ctx.deps, input)),
  submit: publicProcedure
    .input(submitReviewSchema)
    .mutation(({ ctx, input }) => submitReview(ctx.deps, ctx.actor, input)),
  sendEmail: publicProcedure
    .input(reviewEmailSchema)
    .mutation(({ ctx, input }) => sendReviewEmail(ctx.deps, ctx.actor, input)),
});
