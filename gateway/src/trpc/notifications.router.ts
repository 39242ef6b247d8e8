/** tRPC for notifications: the caller's list of a role, and marking it read. */
import { markReadSchema } from '@app/contracts';
import { listNotifications, markRead } from '../notifications/index.js';
import { protectedProcedure, router } from './trpc.js';

export const notificationsRouter = router({
  /** The caller's notifications as tourist or as guide, newest first. */
  list: protectedProcedure
    .input(markReadSchema)
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.actor, input.role)),
  markRead: protectedProcedure
    .input(markReadSchema)
    .mutation(({ ctx, input }) => markRead(ctx.deps, ctx.actor, input.role)),
});
