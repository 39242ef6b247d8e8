/** tRPC for the audio guide: describe a place, request a track, follow it live (SSE), read it. */
import { generateSchema, languageField, touristPlaceField } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/trpc.js';
import { type AudioRequest, describePlace, requestAudio } from './audio.service.js';
import { deviceId } from './device.js';
import { toView, tracks } from './tracks.js';

const requestSchema = z.object({
  touristPlace: touristPlaceField,
  city: z.string().trim().max(80).optional(),
  language: languageField,
  /** 'minute' for the free narration, 'book' for the subscriber's audio book, 'plan' for a purchased plan. */
  kind: z.enum(['minute', 'book', 'plan']).default('minute'),
  purchasedPlan: z.string().trim().min(1).max(120).optional(),
});
const trackId = z.object({ id: z.string().uuid() });
const POLL_MS = 400;

export const audioRouter = router({
  description: publicProcedure
    .input(generateSchema)
    .query(({ ctx, input }) => describePlace(ctx.deps, ctx.actor, input)),

  request: publicProcedure.input(requestSchema).mutation(async ({ ctx, input }) => {
    const tier: AudioRequest = !ctx.actor.user
      ? { tier: 'anonymous', deviceId: deviceId(ctx.cookies, ctx.actor.secure) }
      : input.kind === 'book'
        ? { tier: 'subscriber' }
        : input.kind === 'plan'
          ? { tier: 'plan', purchasedPlan: input.purchasedPlan ?? '' }
          : { tier: 'free' };
    return toView(await requestAudio(ctx.deps, ctx.actor, input, tier));
  }),

  track: publicProcedure.input(trackId).query(async ({ ctx, input }) => {
    const track = await tracks(ctx.deps.store).findOne({ _id: input.id });
    if (!track) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    return toView(track);
  }),

  /** The track's state each time it changes (queued, writing, speaking, ready), until finished. */
  progress: publicProcedure.input(trackId).subscription(async function* ({ ctx, input, signal }) {
    let last = '';
    while (!signal?.aborted) {
      const track = await tracks(ctx.deps.store).findOne({ _id: input.id });
      if (!track) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
      if (track.status !== last) {
        last = track.status;
        yield toView(track);
      }
      if (track.status === 'ready' || track.status === 'failed') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        const stop = ctx.deps.trackEvents.onTrack(input.id, done);
        signal?.addEventListener('abort', done, { once: true });
        function done() {
          clearTimeout(timer);
          stop();
          resolve();
        }
      });
    }
  }),
});
