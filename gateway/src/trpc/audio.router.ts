/**
 * tRPC for the audio guide: describe a place, request a track, follow it live (SSE), read it, what
 * the caller may still hear, and what taking a city offline would cost them.
 */
import { cityPackSchema, generateSchema, languageField, touristPlaceField } from '@app/contracts';
import { z } from 'zod';
import {
  cityPack,
  describePlace,
  deviceId,
  followTrack,
  listeningAllowance,
  requestAudioOfKind,
  toView,
  trackView,
} from '../audio/index.js';
import { publicProcedure, router } from './trpc.js';

const requestSchema = z.object({
  touristPlace: touristPlaceField,
  city: z.string().trim().max(80).optional(),
  language: languageField,
  email: generateSchema.shape.email,
  /** 'minute' for the free narration, 'book' for the subscriber's audio book, 'plan' for a purchased plan. */
  kind: z.enum(['minute', 'book', 'plan']).default('minute'),
  purchasedPlan: z.string().trim().min(1).max(120).optional(),
});
const trackId = z.object({ id: z.string().uuid() });

export const audioRouter = router({
  description: publicProcedure
    .input(generateSchema)
    .query(({ ctx, input }) => describePlace(ctx.deps, ctx.actor, input)),

  request: publicProcedure.input(requestSchema).mutation(async ({ ctx, input }) => {
    const device = () => deviceId(ctx.cookies, ctx.actor.secure);
    return toView(await requestAudioOfKind(ctx.deps, ctx.actor, input, device));
  }),

  /** What the caller may still hear: free listens, today's and when they reset, or plan minutes. */
  allowance: publicProcedure.query(({ ctx }) =>
    listeningAllowance(ctx.deps, ctx.actor, () => deviceId(ctx.cookies, ctx.actor.secure)),
  ),

  /** A city to take offline: each place's narration, its size, and what getting it costs the caller. */
  cityPack: publicProcedure
    .input(cityPackSchema)
    .query(({ ctx, input }) =>
      cityPack(ctx.deps, ctx.actor, input, () => deviceId(ctx.cookies, ctx.actor.secure)),
    ),

  track: publicProcedure.input(trackId).query(({ ctx, input }) => trackView(ctx.deps, input.id)),

  /** The track's state each time it changes (queued, writing, speaking, ready), until finished. */
  progress: publicProcedure
    .input(trackId)
    .subscription(({ ctx, input, signal }) => followTrack(ctx.deps, input.id, signal)),
});
