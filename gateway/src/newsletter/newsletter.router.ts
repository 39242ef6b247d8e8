import { newsletterSchema } from '@app/contracts';
import { protectedProcedure, publicProcedure, router } from '../trpc/trpc.js';
import { subscribe, subscriptionStatus } from './newsletter.js';

export const newsletterRouter = router({
  status: protectedProcedure.query(({ ctx }) => subscriptionStatus(ctx.actor)),
  /** Public, so a logged-out visitor gets 'Please log in first' from the service like REST. */
  subscribe: publicProcedure
    .input(newsletterSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, ctx.actor, input)),
});
