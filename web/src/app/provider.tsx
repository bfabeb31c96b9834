import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retrying a 4xx answers the same; retry only what may pass next time.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>{children}</RealtimeProvider>
      </AuthProvider>
      {/* Below the fixed 4rem top bar, so a toast never hides the navigation. */}
      <Toaster position="top-center" richColors closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
    </QueryClientProvider>
  );
}
