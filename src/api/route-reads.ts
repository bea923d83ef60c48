import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';

/**
 * When the screen on show was started (src/app/route-table.ts): at boot, or at an in-app navigation. A screen's
 * reads begin then, alongside its code, and the screen's own queries, as they mount, take what those reads brought
 * instead of asking again (docs/decisions/076).
 */
let routeStartedAt = Date.now();

export function noteRouteStarted(): void {
  routeStartedAt = Date.now();
}

type QueryTimes = Pick<Query['state'], 'dataUpdatedAt' | 'errorUpdatedAt'>;

/**
 * `refetchOnMount` for a query a screen must show fresh on entry (a copy restored from the persisted cache, or from
 * an earlier visit in this page, is not taken as current): read again unless the screen's route start has read it
 * (an answer, or a failure offline). A read still on its way is joined, not repeated.
 */
export const freshOnEntry = (query: { state: QueryTimes }): boolean => Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt) < routeStartedAt;

/** A screen's read: the options its query is used with (queryOptions' result, of any data type). */
export type ScreenRead = { queryKey: readonly unknown[]; refetchOnMount?: unknown };

/** Starts one of a screen's reads as a mount of its query would: fresh-on-entry queries again, others if missing. */
export function startRead(queryClient: QueryClient, options: ScreenRead): void {
  const state = queryClient.getQueryState(options.queryKey);
  const wanted = !state || state.data === undefined || state.isInvalidated || (options.refetchOnMount === freshOnEntry && freshOnEntry({ state }));
  // A failure reads as the query's own would: the screen's query holds it, and its mount asks again if it must.
  if (wanted) void queryClient.prefetchQuery({ ...options, staleTime: 0 } as FetchQueryOptions);
}
