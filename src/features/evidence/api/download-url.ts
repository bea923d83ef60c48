import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { evidenceRequest } from './evidence-request';

/** Signed links live 5 minutes; one is reused for 4, then fetched afresh. */
export const SIGNED_LINK_FRESH_MS = 4 * 60_000;

/** The signed download URL of one evidence file, for an image thumbnail (only fetched when `enabled`). */
export function useEvidenceDownloadUrl(evidenceId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.evidenceDownloadUrl(evidenceId),
    queryFn: ({ signal }) => evidenceRequest<{ url: string }>('GET', keys.evidenceDownloadUrl(evidenceId).join('/'), undefined, { signal }),
    enabled,
    // Older links are refetched on mount (even after a restore from the offline cache). The
    // link itself is kept (the default gcTime) so that offline, the service worker's copy of the
    // photo can still be found by its path.
    staleTime: SIGNED_LINK_FRESH_MS,
  });
}
