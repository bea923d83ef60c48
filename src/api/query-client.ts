import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnauthorized, isUnauthorizedError } from './http';

/**
 * architecture.md §limits: no retries, never stale, no refetch on focus, no polling. No default queryFn: each
 * endpoint has its own queryOptions, so a key used without its fetcher fails loudly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && query.meta?.skipUnauthorizedRedirect !== true) handleUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 1000 * 60 * 60 * 24,
        retry: false,
        networkMode: 'offlineFirst',
      },
      // Never paused offline: a mutation either queues itself in the outbox or fails with a clear message.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
