/**
 * How the app reaches the gateway's tRPC, shared by the React client (trpc.ts) and the vanilla one
 * (trpc-vanilla.ts): subscriptions (a track's progress, the notifications) over server-sent
 * events, uploads (FormData) one per request, everything else batched; the session cookie with each.
 */
import { TRPC_MAX_BATCH } from '@app/contracts';
import type { AppRouter } from '@app/gateway';
import {
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCLink,
} from '@trpc/client';

const URL = '/trpc';

const withCookie: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });

export function trpcLinks(): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: URL, eventSourceOptions: () => ({ withCredentials: true }) }),
      false: splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url: URL, fetch: withCookie }),
        false: httpBatchLink({ url: URL, maxItems: TRPC_MAX_BATCH, fetch: withCookie }),
      }),
    }),
  ];
}
