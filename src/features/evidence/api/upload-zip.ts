import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleUnauthorized, isUnauthorizedError, serverMessage, throwIfResNotOk } from '../../../api/http';
import { trackedFetch } from '../../../api/connectivity';
import { toast } from '../../../lib/toast-store';
import { invalidateEvidence } from './invalidate-evidence';

/** POST /api/petitions/{id}/evidence/upload-zip (multipart, field zipFile) → {message}; errors carry {error}. */
export function useUploadZip(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (zip: File) => {
      const body = new FormData();
      body.append('zipFile', zip, zip.name);
      const res = await trackedFetch(`/api/petitions/${petitionId}/evidence/upload-zip`, { method: 'POST', body, credentials: 'include' });
      try {
        await throwIfResNotOk(res);
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized('evidence');
        throw error;
      }
      return (await res.json()) as { message: string };
    },
    onSuccess: ({ message }) => toast({ title: 'Zip file processed', description: message }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Failed to process zip file', description: serverMessage(error), variant: 'destructive' });
      }
    },
    onSettled: () => invalidateEvidence(queryClient, petitionId),
  });
}
