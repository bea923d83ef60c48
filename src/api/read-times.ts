import type { QueryClient } from '@tanstack/react-query';

/**
 * When the page last asked the server for each URL it reads (Date.now() as the request left; for a reply the page
 * asked for early, the page's start). Data read before the push socket opened may have missed a message sent
 * before then, which nobody received: the screen reads it again (push/push-context.ts, docs/decisions/048).
 */
const askedAt = new Map<string, number>();

export function noteRead(url: string, at: number): void {
  askedAt.set(url, at);
}

/**
 * When the data of this query key (its URL, as the query functions join it) was last asked for; for data this page
 * has not asked for, restored from an earlier visit's cache, when that visit stored it. Undefined without data.
 */
export function readAskedAt(queryClient: QueryClient, queryKey: readonly string[]): number | undefined {
  return askedAt.get(queryKey.join('/')) ?? (queryClient.getQueryState(queryKey)?.dataUpdatedAt || undefined);
}
