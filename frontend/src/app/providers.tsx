/**
 * The data layer everything that fetches runs inside: React Query and tRPC. It is part of a lazy
 * chunk (see data.tsx) and may wrap several parts of the page, so the clients are one per page,
 * shared by every wrapper: one cache, one batch link.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createTrpcClient, trpc } from './trpc';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
const trpcClient = createTrpcClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
