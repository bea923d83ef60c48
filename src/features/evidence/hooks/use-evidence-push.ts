import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PushMessage } from '../../../contract/push';
import { toast } from '../../../lib/toast-store';
import { usePushMessages, usePushReconnect } from '../../../push';
import { invalidateEvidence } from '../api/invalidate-evidence';
import { AnalysisProgress } from '../lib/analysis-progress';

/** A zip of 100 documents sends ~300 messages: refetch at most this often. */
const REFRESH_MS = 300;

// The push client hands every listener the same object: a message is acted on once.
const handled = new WeakSet<PushMessage>();

/**
 * architecture.md §states evidence-status: refresh the evidence list and the petition, and say how analysis
 * went (one grouped '3 of 10 analysed' line while several run: AnalysisProgress). After a reconnect both are refetched, since a message may have been missed.
 */
export function useEvidencePush(petitionId: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const progress = useRef(new AnalysisProgress());
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshSoon = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void invalidateEvidence(queryClient, petitionId);
    }, REFRESH_MS);
  };

  usePushMessages((message) => {
    if (message.type !== 'evidence-status' || message.petitionId !== petitionId || handled.has(message)) return;
    handled.add(message);
    refreshSoon();
    const notice = progress.current.note(message);
    if (notice) toast(notice);
  });
  usePushReconnect(() => void invalidateEvidence(queryClient, petitionId));
}
