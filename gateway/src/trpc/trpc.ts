/** The one tRPC instance: router and procedure builders, and the caller factory for tests. */
import { initTRPC } from '@trpc/server';
import type { TrpcContext } from './context.js';
import { formatTrpcError } from './errors.js';

const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatTrpcError });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
