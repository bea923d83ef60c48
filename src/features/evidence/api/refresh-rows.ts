import type { QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { removeRow, upsertRow } from '../lib/patch-list';
import { evidenceRequest } from './evidence-request';

/** More rows than this changed in one push window (a zip, Reprocess All): one list fetch is cheaper. */
export const MAX_ROW_FETCHES = 10;

/**
 * Fetches each named row (GET /api/evidence/{id}) and puts it in the cached list, as the list itself would
 * send it (and in the row's own cache if a dialog made one); a row that is gone leaves the list. Returns false
 * when a row could not be fetched, so the caller fetches the list instead.
 */
export async function refreshRows(queryClient: QueryClient, petitionId: string, ids: readonly string[]): Promise<boolean> {
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        const detail = await evidenceRequest<Evidence>('GET', keys.evidenceDetail(id).join('/'));
        // Kept only where a dialog has cached this row already: the persisted cache is rewritten every second,
        // and a zip of 500 rows must not add 500 whole rows to it.
        if (queryClient.getQueryData(keys.evidenceDetail(id))) queryClient.setQueryData(keys.evidenceDetail(id), detail);
        return { id, detail };
      } catch (error) {
        return isNotFoundError(error) ? { id, detail: null } : undefined;
      }
    }),
  );
  // The row builder reads markdown for the cells' previews: loaded with the first push that needs it, not with the
  // page. If its code cannot be fetched, the caller fetches the list instead, previews and all.
  let toEvidenceListItem: (typeof import('../../../contract/evidence-list-item'))['toEvidenceListItem'];
  try {
    ({ toEvidenceListItem } = await import('../../../contract/evidence-list-item'));
  } catch {
    return false;
  }
  const placeRow = (rows: EvidenceListItem[], id: string, detail: Evidence | null) =>
    // Out of the list when it is gone (or, oddly, in another petition).
    detail && detail.petitionId === petitionId ? upsertRow(rows, toEvidenceListItem(detail)) : removeRow(rows, id);
  queryClient.setQueryData<EvidenceListItem[]>(keys.evidence(petitionId), (rows) =>
    rows ? results.reduce((list, result) => (result ? placeRow(list, result.id, result.detail) : list), rows) : rows,
  );
  // The letters' suggestions read the whole descriptions: fetched again if shown, else when next shown.
  await queryClient.invalidateQueries({ queryKey: keys.evidenceDescriptions(petitionId), exact: true });
  return results.every(Boolean);
}
