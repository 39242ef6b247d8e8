/** Everything the app runs inside: data fetching (React Query + tRPC), auth, and toasts. */
import { UI } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from './auth';
import { createTrpcClient, trpc } from './trpc';

function createQueryClient() {
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster
            duration={UI.toastMs}
            position="top-center"
            offset={76}
            closeButton
            toastOptions={{ className: 'app-toast' }}
          />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
