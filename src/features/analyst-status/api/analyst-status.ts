import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { AnalystStatus } from '../../../contract/analyst-status';

/** How often a page with drafts asks again whether the model is bypassed; the local analyst never is. */
const POLL_MS = 30_000;

/** GET /api/analyst/status: which analyst drafts, and whether the model is bypassed for now. */
export function useAnalystStatus() {
  return useQuery({
    queryKey: keys.analystStatus,
    queryFn: ({ signal }) => getJson<AnalystStatus>(keys.analystStatus, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.provider === 'openai' ? POLL_MS : false),
  });
}
