/** The typed tRPC client for React; only the gateway's router *type* crosses into the browser. */
import { TRPC_MAX_BATCH } from '@app/contracts';
import type { AppRouter } from '@app/gateway';
import {
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  isNonJsonSerializable,
  splitLink,
} from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

const URL = '/trpc';

const withCookie: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });

/**
 * One client per app, sending the session cookie: subscriptions (a track's progress, the
 * notifications) over server-sent events, uploads (FormData) one per request, everything else
 * batched.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: URL, eventSourceOptions: () => ({ withCredentials: true }) }),
        false: splitLink({
          condition: (op) => isNonJsonSerializable(op.input),
          true: httpLink({ url: URL, fetch: withCookie }),
          false: httpBatchLink({ url: URL, maxItems: TRPC_MAX_BATCH, fetch: withCookie }),
        }),
      }),
    ],
  });
}
