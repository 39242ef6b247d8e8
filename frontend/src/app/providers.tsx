/**
 * Everything the app runs inside: data fetching (React Query + tRPC) and toasts. Auth needs the
 * router (logout navigates to /logout), so AuthProvider sits in RootLayout.
 */
import { UI } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
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
        {children}
        <Toaster
          duration={UI.toastMs}
          position="top-center"
          offset={76}
          // Phones too: below the navigation bar, never over the profile icon or the menu button.
          mobileOffset={{ top: 72, left: 16, right: 16 }}
          closeButton
          toastOptions={{ className: 'app-toast' }}
        />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
