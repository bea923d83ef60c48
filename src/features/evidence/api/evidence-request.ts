import { apiRequest, getJsonIfChanged, handleUnauthorized, isUnauthorizedError, type RequestOptions } from '../../../api/http';

/**
 * Requests with the evidence area's own logged-out wording (architecture.md §errors). It runs before the
 * query and mutation caches' handler, whose second call is then a no-op, so these words win.
 */
async function withEvidenceWording<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (isUnauthorizedError(error)) handleUnauthorized('evidence');
    throw error;
  }
}

/** apiRequest, worded the evidence area's way. */
export function evidenceRequest<T = unknown>(method: string, url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
  return withEvidenceWording(() => apiRequest<T>(method, url, data, opts));
}

// The ETag of the reply each URL's cached data came from; kept for this page's life (a reload's first fetch is whole).
const etags = new Map<string, string>();

/**
 * A query function for the evidence lists that answer 304 (decision 034): with the cached data in hand it
 * names that version, and an unchanged list costs no body and keeps the same data object.
 */
export function versionedQueryFn<T>() {
  return async ({ queryKey, signal, client }: { queryKey: readonly string[]; signal: AbortSignal; client: { getQueryData: (key: readonly string[]) => unknown } }): Promise<T> => {
    const url = queryKey.join('/');
    const held = client.getQueryData(queryKey) as T | undefined;
    const reply = await withEvidenceWording(() => getJsonIfChanged<T>(url, held === undefined ? undefined : etags.get(url), signal));
    if (reply.unchanged) return held as T;
    if (reply.etag) etags.set(url, reply.etag);
    else etags.delete(url);
    return reply.data;
  };
}
