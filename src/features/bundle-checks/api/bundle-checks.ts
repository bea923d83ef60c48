import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { BundleChecksReply } from '../../../contract/bundle-checks';

/** Under the petition's key, so whatever refreshes the petition (an upload, a letter, a statement) refreshes the checks too. */
const bundleChecksKey = (petitionId: string) => [...keys.petition(petitionId), 'bundle-checks'] as const;

/** GET /api/petitions/{id}/bundle-checks: the UK route's limits, or `applies: false`. */
const bundleChecksQuery = (petitionId: string) =>
  queryOptions({ queryKey: bundleChecksKey(petitionId), queryFn: ({ signal }) => getJson<BundleChecksReply>(bundleChecksKey(petitionId), signal) });

/** Asked again each time it is shown: evidence, letters or the CV may have changed elsewhere; offline the cached checks stay. */
export function useBundleChecks(petitionId: string, enabled = true) {
  return useQuery({ ...bundleChecksQuery(petitionId), enabled, refetchOnMount: 'always' });
}
