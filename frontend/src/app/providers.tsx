/**
 * The data layer everything that fetches runs inside: React Query and tRPC. It is part of a lazy
 * chunk (see data.tsx) and may wrap several parts of the page, so the clients are one per page,
 * shared by every wrapper: one cache, one batch link. A render on the server brings its own
 * (RenderClients), so that no render's answers reach another's page.
 */
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { readPageState } from './page-state';
import { holdsSiteInfo, RenderedWithSiteInfo } from './site-info';
import { createTrpcClient, trpc } from './trpc';

export interface DataClients {
  readonly queryClient: QueryClient;
  readonly trpcClient: ReturnType<typeof createTrpcClient>;
  /** The page is rendered with the site's facts from the start (site-info.ts). */
  readonly withSiteInfo: boolean;
}

/** The clients of one render on the server (prerender.tsx); the browser's page makes its own. */
export const RenderClients = createContext<DataClients | null>(null);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let pageClients: DataClients | undefined;

/** The page's clients, made on first use, its cache holding what the server rendered it from. */
function browserClients(): DataClients {
  if (pageClients === undefined) {
    const queryClient = createQueryClient();
    const state = readPageState();
    if (state !== undefined) hydrate(queryClient, state);
    pageClients = { queryClient, trpcClient: createTrpcClient(), withSiteInfo: holdsSiteInfo(queryClient) };
  }
  return pageClients;
}

export function Providers({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient, withSiteInfo } = useContext(RenderClients) ?? browserClients();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RenderedWithSiteInfo.Provider value={withSiteInfo}>{children}</RenderedWithSiteInfo.Provider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
