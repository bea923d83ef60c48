import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { keys } from '../../../api/keys';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import type { PushMessage } from '../../../contract/push';
import { toast } from '../../../lib/toast-store';
import { usePushMessages, usePushReconnect } from '../../../push';
import { invalidateEvidence } from '../api/invalidate-evidence';
import { MAX_ROW_FETCHES, refreshRows } from '../api/refresh-rows';
import { noteAnalysisEnded } from '../lib/analysis-ended';
import { AnalysisProgress } from '../lib/analysis-progress';
import { patchRow, planFor } from '../lib/patch-list';

/** A zip of 100 documents sends ~300 messages: the rows they name are fetched together, at most this often. */
const REFRESH_MS = 300;

// The push client hands every listener the same object: a message is acted on once.
const handled = new WeakSet<PushMessage>();

/**
 * architecture.md §states evidence-status: the evidence list follows each message (the row it names is
 * patched from the message or fetched alone, decision 034; a message naming none fetches the list), and
 * says how analysis went (one grouped '3 of 10 analysed' line while several run: AnalysisProgress). After
 * a reconnect the list and the petition are fetched again, since a message may have been missed; the list alone
 * when it may have missed a message (read before the socket opened, or while no screen showed it).
 */
export function useEvidencePush(petitionId: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wanted = useRef({ rows: new Set<string>(), list: false });
  const progress = useRef(new AnalysisProgress());
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = async () => {
    const { rows, list } = wanted.current;
    wanted.current = { rows: new Set(), list: false };
    const patched = !list && rows.size <= MAX_ROW_FETCHES && (await refreshRows(queryClient, petitionId, [...rows]));
    if (!patched) await invalidateEvidence(queryClient, petitionId);
  };
  const refreshSoon = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void flush();
    }, REFRESH_MS);
  };

  usePushMessages((message) => {
    if (message.type !== 'evidence-status' || message.petitionId !== petitionId || handled.has(message)) return;
    handled.add(message);
    const listKey = keys.evidence(petitionId);
    const plan = planFor(message, queryClient.getQueryData<EvidenceListItem[]>(listKey));
    if (plan.kind === 'patch') queryClient.setQueryData<EvidenceListItem[]>(listKey, (rows) => rows && patchRow(rows, plan.id, plan.fields));
    else if (plan.kind === 'fetch-row') wanted.current.rows.add(plan.id);
    else wanted.current.list = true;
    // A list read already on its way was answered before this change (issue 33 item 9: with several instances the
    // push can overtake it): landing after the patch, it would put the row back. The list is read again after it.
    if (queryClient.isFetching({ queryKey: listKey, exact: true }) > 0) wanted.current.list = true;
    if (plan.kind !== 'patch' || wanted.current.list) refreshSoon();
    if (message.evidenceId && (message.status === 'completed' || message.status === 'failed')) noteAnalysisEnded(message.evidenceId);
    const notice = progress.current.note(message);
    if (notice) toast(notice);
  });
  usePushReconnect(
    () => void invalidateEvidence(queryClient, petitionId),
    keys.evidence(petitionId),
    // May have missed a message: only the list itself, the rows the messages would have patched (a 304 when
    // nothing changed), not the lists under its key or the petition.
    () => void queryClient.invalidateQueries({ queryKey: keys.evidence(petitionId), exact: true }),
  );
}
