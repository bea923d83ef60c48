import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import { freshOnEntry } from '../../../api/route-reads';
import type { AnalystStatus } from '../../../contract/analyst-status';

/** How often a page with drafts asks again whether the model is bypassed; the local analyst never is. */
const POLL_MS = 30_000;

/** GET /api/analyst/status: which analyst drafts, and whether the model is bypassed for now. */
export const analystStatusQuery = () =>
  queryOptions({
    queryKey: keys.analystStatus,
    queryFn: ({ signal }) => getJson<AnalystStatus>(keys.analystStatus, signal),
    refetchOnMount: freshOnEntry,
    refetchInterval: (query) => (query.state.data?.provider === 'openai' ? POLL_MS : false),
  });

export function useAnalystStatus() {
  return useQuery(analystStatusQuery());
}
