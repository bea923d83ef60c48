import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError, serverMessage } from '../../../api/http';
import { toast } from '../../../lib/toast-store';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { evidenceRequest } from './evidence-request';
import { invalidateEvidence } from './invalidate-evidence';
import type { VectorStoreReply } from '../../../contract/evidence';

/** The three Service Actions (architecture.md §screens Bulk Operations): each a POST answering {message}. */
export const BULK_ACTIONS = {
  vectorStore: {
    label: 'Add All to Vector Store',
    path: (id: string) => `/api/petitions/${id}/evidence/bulk-add-to-vector-store`,
    success: 'Added to vector store',
    failure: 'Failed to add documents to vector store',
  },
  reprocessAll: {
    label: 'Reprocess All Evidence',
    path: (id: string) => `/api/petitions/${id}/evidence/bulk-reprocess`,
    success: 'Reprocessing started',
    failure: 'Failed to reprocess documents',
  },
  clearQueue: {
    label: 'Clear Job Queue',
    path: (id: string) => `/api/petitions/${id}/clear-job-queue`,
    success: 'Job queue cleared',
    failure: 'Failed to clear job queue',
  },
} as const;
export type BulkActionName = keyof typeof BULK_ACTIONS;

/** Every action answers a message; 'Add All to Vector Store' also says whether a store was used (VectorStoreReply). */
type BulkReply = { message: string; vectorStore?: VectorStoreReply['vectorStore'] };

/** Never 'Added to vector store' when nothing went to one (docs/decisions/037): the message says why. */
const NOTHING_UPLOADED = 'Nothing uploaded';
const successTitle = (name: BulkActionName, reply: BulkReply) => (reply.vectorStore === 'none' ? NOTHING_UPLOADED : BULK_ACTIONS[name].success);

/** Runs one bulk action; the server's message is shown on success and preferred on failure. */
export function useBulkAction(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: BulkActionName) => {
      requireConnection(NEEDS_CONNECTION_MESSAGE);
      return evidenceRequest<BulkReply>('POST', BULK_ACTIONS[name].path(petitionId));
    },
    onSuccess: (reply, name) => toast({ title: successTitle(name, reply), description: reply.message }),
    onError: (error, name) => {
      if (isUnauthorizedError(error)) return;
      if (isConnectionFailure(error)) return showNeedsConnection(NEEDS_CONNECTION_MESSAGE);
      toast({ title: 'Error', description: serverMessage(error) ?? BULK_ACTIONS[name].failure, variant: 'destructive' });
    },
    onSettled: () => invalidateEvidence(queryClient, petitionId),
  });
}
