import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { evidenceRequest } from './evidence-request';

/** GET /api/evidence/{id}: the whole row (full description and relevance), for a dialog. */
const evidenceDetailQuery = (evidenceId: string) =>
  queryOptions({
    queryKey: keys.evidenceDetail(evidenceId),
    queryFn: ({ signal }) => evidenceRequest<Evidence>('GET', keys.evidenceDetail(evidenceId).join('/'), undefined, { signal }),
  });

/** A cached whole row stands for the list's row unless the list has seen a later change of it. */
const isCurrentFor = (detail: Pick<Evidence, 'updatedAt'>, row: Pick<EvidenceListItem, 'updatedAt'>) => detail.updatedAt >= row.updatedAt;

/**
 * The whole row behind a list row, while `enabled`: the cached one (it persists, so it works offline) when
 * it is current, else fetched, once per change of the row.
 */
export function useEvidenceDetail(row: EvidenceListItem | null, enabled: boolean) {
  const on = enabled && row !== null;
  const query = useQuery({ ...evidenceDetailQuery(row?.id ?? ''), enabled: on });
  const detail = query.data && row && isCurrentFor(query.data, row) ? query.data : undefined;
  const asked = useRef('');
  const { data, isFetching, refetch } = query;
  useEffect(() => {
    if (!on || detail || !data || isFetching) return;
    const change = `${row.id}@${row.updatedAt}`;
    if (asked.current === change) return;
    asked.current = change;
    void refetch();
  }, [on, detail, data, isFetching, refetch, row]);
  return { detail, loading: on && !detail && query.isFetching, failed: on && !detail && !query.isFetching && query.isError };
}
