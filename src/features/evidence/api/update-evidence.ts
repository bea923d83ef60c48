import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';
import type { UpdateEvidenceBody } from '../../../contract/evidence';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { toEvidenceListItem } from '../../../contract/evidence-list-item';
import { patchRow } from '../lib/patch-list';
import { isNetworkError } from '../../../offline';
import { toast } from '../../../lib/toast-store';
import { evidenceRequest } from './evidence-request';
import { invalidateEvidence } from './invalidate-evidence';

/** What the edit dialog says when a correction cannot reach the server (it is not queued). */
export const EDIT_OFFLINE_MESSAGE = 'You are offline. Your changes can be saved once you are back online.';

/** Corrections are online-only: a failed send is worded as such instead of as a server error. */
export class OfflineEditError extends Error {
  constructor() {
    super(EDIT_OFFLINE_MESSAGE);
    this.name = 'OfflineEditError';
  }
}

/**
 * PATCH /api/evidence/{id}: the user's category, description and notes. The row in the cached
 * list (as the list shows it) and the row's own cache take the reply at once, then the list and the
 * petition are refetched.
 */
export function useUpdateEvidence(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateEvidenceBody }) => {
      if (!navigator.onLine) throw new OfflineEditError();
      try {
        return await evidenceRequest<Evidence>('PATCH', `/api/evidence/${id}`, body);
      } catch (error) {
        throw isNetworkError(error) ? new OfflineEditError() : error;
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.evidenceDetail(saved.id), saved);
      queryClient.setQueryData<EvidenceListItem[]>(keys.evidence(petitionId), (rows) => rows && patchRow(rows, saved.id, toEvidenceListItem(saved)));
      toast({ title: 'Evidence updated' });
    },
    // A correction redoes the report (the petition) and marks the statements and letters written from the old record.
    onSettled: () =>
      Promise.all([
        invalidateEvidence(queryClient, petitionId),
        queryClient.invalidateQueries({ queryKey: keys.caseDocuments(petitionId), exact: true }),
        queryClient.invalidateQueries({ queryKey: keys.letters(petitionId), exact: true }),
      ]),
  });
}
