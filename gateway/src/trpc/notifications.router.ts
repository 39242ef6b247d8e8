/** tRPC for notifications: the caller's list of a role, marking it read, and the live unread count. */
import { markReadSchema, notificationListSchema } from '@app/contracts';
import { followUnread, listNotifications, markRead } from '../notifications/index.js';
import { protectedProcedure, router } from './trpc.js';

export const notificationsRouter = router({
  /** The caller's notifications as tourist or as guide, newest first; `email`, if named, the caller's. */
  list: protectedProcedure
    .input(notificationListSchema)
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.actor, input.role, input.email)),
  markRead: protectedProcedure
    .input(markReadSchema)
    .mutation(({ ctx, input }) => markRead(ctx.deps, ctx.actor, input.role)),
  /**
   * The unread count (SSE): on connecting and on every change, each with the notification that
   * changed it, if one did. The gateway stopping ends it with a retryable 503, so the client reconnects.
   */
  stream: protectedProcedure.subscription(({ ctx, signal }) => followUnread(ctx.deps, ctx.actor, signal)),
});
