import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { PushClient } from './push-client';

/**
 * The reads that may have missed a push message (docs/decisions/076): the server sends a message only to the sockets
 * open at the time, and a screen hears it only while it is mounted.
 * - When a socket opens, whatever the page holds or is reading was asked for before it, and a message sent in
 *   between reached no one: a screen's reads start with the page, before the socket (src/app/route-table.ts), so an
 *   analysis that ends while the page loads did just that.
 * - When a message comes, the data no screen is showing has no one to act on it: a screen whose code is still
 *   loading would otherwise take its route's read, older than the message.
 * The screen reads such data again once (usePushReconnect's catch-up), when it is idle after its first paint.
 */
export class MissedReads {
  private hashes = new Set<string>();

  constructor(
    private queryClient: QueryClient,
    client: PushClient,
  ) {
    client.onOpen(() => this.mark(() => true));
    client.onAnyMessage(() => this.mark((query) => query.getObserversCount() === 0));
    // A read that starts after the mark brings data newer than the message it could have missed.
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') this.hashes.delete(event.query.queryHash);
    });
  }

  private mark(which: (query: Query) => boolean) {
    for (const query of this.queryClient.getQueryCache().getAll()) {
      const held = query.state.data !== undefined || query.state.fetchStatus === 'fetching';
      if (held && which(query)) this.hashes.add(query.queryHash);
    }
  }

  /** Whether this query's data may have missed a message; forgotten as it is asked, since the caller reads it again. */
  take(queryKey: readonly unknown[]): boolean {
    return this.hashes.delete(hashKey(queryKey));
  }
}
