/** The one tRPC instance: router and procedure builders, and the caller factory for tests. */
import { MESSAGES } from '@app/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import { getTRPCErrorFromUnknown, isAsyncIterable } from '@trpc/server/unstable-core-do-not-import';
import type { TrpcContext } from './context.js';
import { formatTrpcError, toTrpcError } from './errors.js';

/** Shorter than the 30 to 60 s after which common proxies drop a silent connection. */
const SSE_PING_MS = 25_000;

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter: formatTrpcError,
  isDev: false,
  sse: { ping: { enabled: true, intervalMs: SSE_PING_MS } },
});

/** A subscription's values, its error (thrown while it runs) turned into its tRPC code as any other. */
async function* withDomainErrors<T>(values: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* values;
  } catch (error) {
    throw toTrpcError(getTRPCErrorFromUnknown(error));
  }
}

/** Turns domain and validation errors into their tRPC codes before they leave a procedure. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error);
  return isAsyncIterable(result.data) ? { ...result, data: withDomainErrors(result.data) } : result;
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
