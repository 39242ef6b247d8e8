import { newsletterSchema } from '@app/contracts';
import { subscribe, subscriptionStatus } from '../newsletter/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

export const newsletterRouter = router({
  status: protectedProcedure.query(({ ctx }) => subscriptionStatus(ctx.actor)),
  /** Public, so a logged-out visitor gets 'Please log in first' from the service like REST. */
  subscribe: publicProcedure
    .input(newsletterSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, ctx.actor, input)),
});
