/** The typed tRPC client for React; only the gateway's router *type* crosses into the browser. */
import { TRPC_MAX_BATCH } from '@app/contracts';
import type { AppRouter } from '@app/gateway';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

const URL = '/trpc';

/**
 * One client per app, sending the session cookie: subscriptions (a track's progress) over
 * server-sent events, everything else batched.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: URL, eventSourceOptions: () => ({ withCredentials: true }) }),
        false: httpBatchLink({
          url: URL,
          maxItems: TRPC_MAX_BATCH,
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}
