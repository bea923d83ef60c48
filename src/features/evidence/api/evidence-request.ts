import { apiRequest, handleUnauthorized, isUnauthorizedError, type RequestOptions } from '../../../api/http';

/**
 * apiRequest with the evidence area's own logged-out wording (architecture.md §errors). It runs before the
 * query and mutation caches' handler, whose second call is then a no-op, so these words win.
 */
export async function evidenceRequest<T = unknown>(method: string, url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(method, url, data, opts);
  } catch (error) {
    if (isUnauthorizedError(error)) handleUnauthorized('evidence');
    throw error;
  }
}
