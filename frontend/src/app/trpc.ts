/** The typed tRPC client for React; only the gateway's router *type* crosses into the browser. */
import type { AppRouter } from '@app/gateway';
import { createTRPCReact } from '@trpc/react-query';
import { trpcLinks } from './trpc-links';

export const trpc = createTRPCReact<AppRouter>();

/** One client per app (see trpc-links.ts for how its calls travel). */
export function createTrpcClient() {
  return trpc.createClient({ links: trpcLinks() });
}
