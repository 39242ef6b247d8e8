/**
 * The typed tRPC client for code that runs outside React (the offline listener): the same links as
 * the React client, without React Query, so such code does not load it.
 */
import type { AppRouter } from '@app/gateway';
import { createTRPCClient, type TRPCClient } from '@trpc/client';
import { trpcLinks } from './trpc-links';

let client: TRPCClient<AppRouter> | undefined;

/** The page's one vanilla client, made on first use. */
export function vanillaTrpc(): TRPCClient<AppRouter> {
  client ??= createTRPCClient<AppRouter>({ links: trpcLinks() });
  return client;
}
