/**
 * tRPC for guide bookings: the same services as the REST routes (the multipart offer takes JSON
 * here), with the booking e-mail request and the tourist's review of their guide.
 */
import {
  availableGuidesSchema,
  bookingRoleSchema,
  createBookingSchema,
  guideReviewSchema,
  negotiationSchema,
  saveDecisionSchema,
  sendBookingEmailSchema,
  storedEmailSchema,
  travellerReviewSchema,
} from '@app/contracts';
import { z } from 'zod';
import {
  availableGuides,
  cancelBooking,
  createBooking,
  earnedMoney,
  myBookings,
  offerPrice,
  saveDecision,
  sendBookingEmail,
  submitGuideReview,
  submitTravellerReview,
  toBookingView,
} from '../bookings/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

export const bookingsRouter = router({
  guides: publicProcedure
    .input(availableGuidesSchema)
    .query(({ ctx, input }) => availableGuides(ctx.deps, input)),
  create: protectedProcedure
    .input(createBookingSchema)
    .mutation(async ({ ctx, input }) =>
      toBookingView(await createBooking(ctx.deps, ctx.actor, input), new Date()),
    ),
  /** The caller's bookings as tourist or as guide. */
  mine: protectedProcedure
    .input(bookingRoleSchema)
    .query(({ ctx, input }) => myBookings(ctx.deps, ctx.actor, input.role)),
  cancel: protectedProcedure
    .input(z.object({ id: z.string().trim().min(1).max(64) }))
    .mutation(({ ctx, input }) => cancelBooking(ctx.deps, ctx.actor, input.id)),
  offer: protectedProcedure
    .input(negotiationSchema)
    .mutation(({ ctx, input }) => offerPrice(ctx.deps, ctx.actor, input)),
  decide: protectedProcedure
    .input(saveDecisionSchema)
    .mutation(({ ctx, input }) => saveDecision(ctx.deps, ctx.actor, input)),
  /** Asked after a verified payment; only confirms, the mails went out with the payment. */
  sendEmail: protectedProcedure
    .input(sendBookingEmailSchema)
    .mutation(({ ctx, input }) => sendBookingEmail(ctx.deps, ctx.actor, input)),
  /** The tourist reviews the guide of one completed, paid booking of theirs, once. */
  review: protectedProcedure
    .input(guideReviewSchema)
    .mutation(({ ctx, input }) => submitGuideReview(ctx.deps, ctx.actor, input)),
  /** The guide reviews the traveller of one completed tour of theirs, once (issue 26). */
  reviewTraveller: protectedProcedure
    .input(travellerReviewSchema)
    .mutation(({ ctx, input }) => submitTravellerReview(ctx.deps, ctx.actor, input)),
  earnings: protectedProcedure
    .input(storedEmailSchema.optional())
    .query(({ ctx, input }) => earnedMoney(ctx.deps, ctx.actor, input ?? {})),
});
