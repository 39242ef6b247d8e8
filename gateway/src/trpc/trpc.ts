/** The one tRPC instance: router and procedure builders, and the caller factory for tests. */
import { MESSAGES } from '@app/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TrpcContext } from './context.js';
import { formatTrpcError, toTrpcError } from './errors.js';

const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatTrpcError, isDev: false });

/** Turns domain and validation errors into their tRPC codes before they leave a procedure. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(domainErrors);
export const createCallerFactory = t.createCallerFactory;

/** A procedure for logged-in users only: `ctx.user` is the session's user. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user = ctx.actor.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.pleaseLogInFirst });
  return next({ ctx: { ...ctx, user } });
});
