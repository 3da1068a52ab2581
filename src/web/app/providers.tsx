// App-wide providers: the server data cache and the toaster, whose Radix code loads with the first toast.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToasts } from '../components/ui/toast-store';
import { createQueryClient } from './query-client';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  // Keeps Radix Toast out of the first load: nothing is mounted until a toast is raised.
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
