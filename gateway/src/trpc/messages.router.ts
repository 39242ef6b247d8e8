/** tRPC for messages between travellers and guides (issue 26): send, read a thread, the list, report. */
import { messageReportSchema, messageSendSchema, messageThreadSchema } from '@app/contracts';
import {
  listConversations,
  markThreadRead,
  readThread,
  reportMessage,
  sendMessage,
  unreadMessages,
} from '../messages/index.js';
import { protectedProcedure, router } from './trpc.js';

export const messagesRouter = router({
  send: protectedProcedure
    .input(messageSendSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.actor, input)),
  /** `[{ id, from, text, at, held, reported }]`, oldest first. */
  thread: protectedProcedure
    .input(messageThreadSchema)
    .query(({ ctx, input }) => readThread(ctx.deps, ctx.actor, input.withEmail)),
  markRead: protectedProcedure
    .input(messageThreadSchema)
    .mutation(({ ctx, input }) => markThreadRead(ctx.deps, ctx.actor, input.withEmail)),
  /** Messages to the caller not read yet, in all conversations. */
  unread: protectedProcedure.query(({ ctx }) => unreadMessages(ctx.deps, ctx.actor)),
  conversations: protectedProcedure.query(({ ctx }) => listConversations(ctx.deps, ctx.actor)),
  report: protectedProcedure
    .input(messageReportSchema)
    .mutation(({ ctx, input }) => reportMessage(ctx.deps, ctx.actor, input.id)),
});
