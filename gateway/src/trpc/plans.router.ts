/**
 * tRPC for plans: coupon checks, the caller's subscription and special plans, and the page's
 * confirmations after a payment. The same services as the REST routes; the session decides who
 * the caller is, and an e-mail that names another user is refused (DECISIONS 3).
 */
import {
  checkCodeSchema,
  namedUserSchema,
  purchaseSubscriptionSchema,
  saveSpecialPlanSchema,
} from '@app/contracts';
import {
  checkCouponFor,
  confirmSpecialPlan,
  confirmSubscription,
  purchasedPlans,
  subscriptionStatus,
} from '../plans/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

/** Calls about oneself may name one's e-mail; naming another's answers 403. */
const own = namedUserSchema.optional();

export const plansRouter = router({
  /** Open to visitors; each check counts against the caller's address (and account). */
  checkCoupon: publicProcedure
    .input(checkCodeSchema)
    .mutation(({ ctx, input }) => checkCouponFor(ctx.deps, ctx.actor, input.couponCode)),
  subscriptionStatus: protectedProcedure
    .input(own)
    .query(({ ctx, input }) => subscriptionStatus(ctx.actor, input ?? {})),
  purchased: protectedProcedure
    .input(own)
    .query(({ ctx, input }) => purchasedPlans(ctx.deps, ctx.actor, input ?? {})),
  /**
   * What was paid and the code used are the credited order's, so neither is asked. Not
   * protectedProcedure: a visitor is told to log in with the subscription page's own words.
   */
  confirmSubscription: publicProcedure
    .input(purchaseSubscriptionSchema.pick({ email: true, plan: true }))
    .mutation(({ ctx, input }) => confirmSubscription(ctx.deps, ctx.actor, input)),
  confirmSpecialPlan: protectedProcedure
    .input(saveSpecialPlanSchema.pick({ email: true, country: true, plan_name: true }))
    .mutation(({ ctx, input }) => confirmSpecialPlan(ctx.deps, ctx.actor, input)),
});
