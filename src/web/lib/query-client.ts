import { QueryClient } from '@tanstack/react-query';

/** Queries load again only when a mutation invalidates them: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
