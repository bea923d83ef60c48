import { apiRequest } from '../../../api/http';
import { clearPersistedCache, removeFromOutbox, type OutboxItem } from '../../../offline';

/**
 * POST /api/auth/sessions/end-all: ends every session of the user, this device's included, then
 * clears what this device kept (queued items, cached data) as Sign Out does, and returns to '/'.
 */
export async function signOutEverywhere(pending: OutboxItem[]): Promise<void> {
  await apiRequest('POST', '/api/auth/sessions/end-all', {});
  await Promise.all(pending.map((item) => removeFromOutbox(item.id)));
  await clearPersistedCache({ leaving: true });
  window.location.href = '/';
}
