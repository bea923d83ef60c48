import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { CopySources } from '../../../contract/evidence-copy';

/**
 * Under the petition's evidence key, so whatever refreshes this petition's evidence (a copy, an
 * upload, a push) refreshes which documents are already here too.
 */
const copySourcesKey = (petitionId: string) => [...keys.evidence(petitionId), 'copy-sources'] as const;

/** GET /api/petitions/{id}/evidence/copy-sources: the user's other petitions that hold evidence. */
const copySourcesQuery = (petitionId: string) =>
  queryOptions({ queryKey: copySourcesKey(petitionId), queryFn: ({ signal }) => getJson<CopySources>(copySourcesKey(petitionId), signal) });

/**
 * Asked again on mount (or once `enabled`): evidence added to another petition since shows up; offline the cached
 * list stays.
 */
export function useCopySources(petitionId: string, enabled = true) {
  return useQuery({ ...copySourcesQuery(petitionId), refetchOnMount: 'always', enabled });
}
