// The query client's provider, in the lazy chunks only (see lazyWithQueries.tsx): TanStack Query stays out of
// the JS of the home route's first paint.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
