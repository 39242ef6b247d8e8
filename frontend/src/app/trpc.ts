/** The typed tRPC client for React; only the gateway's router *type* crosses into the browser. */
import type { AppRouter } from '@app/gateway';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

/** One client per app: batched calls to /trpc, sending the session cookie. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
