import { useCallback, useRef, useState } from 'react';
import type { CaseDocument } from '../../../contract/entities';
import { usePushMessages } from '../../../push';
import { statementFor } from '../../case';

/**
 * The local 'generating' set (architecture.md §states). Each entry remembers which statement
 * the criterion had when generation started, so a refresh counts as done once
 * a different statement appears, even if the push message was missed. A
 * statement-status push (completed or failed) or a failed request removes it.
 */
export function useGeneratingStatements(petitionId: string, documents: CaseDocument[] | undefined) {
  const [started, setStarted] = useState<ReadonlyMap<string, string | null>>(new Map());
  // The same set, readable at once from a request's callback (state would be one render behind).
  const live = useRef(new Set<string>());

  const start = useCallback((criteriaId: string, currentStatementId: string | null) => {
    live.current.add(criteriaId);
    setStarted((m) => new Map(m).set(criteriaId, currentStatementId));
  }, []);
  const stop = useCallback((criteriaId: string) => {
    live.current.delete(criteriaId);
    setStarted((m) => {
      if (!m.has(criteriaId)) return m;
      const next = new Map(m);
      next.delete(criteriaId);
      return next;
    });
  }, []);

  usePushMessages((message) => {
    if (message.type !== 'statement-status' || message.petitionId !== petitionId || !message.criteriaId) return;
    if (message.status === 'completed' || message.status === 'failed') stop(message.criteriaId);
  });

  const isGenerating = (criteriaId: string) => {
    if (!started.has(criteriaId)) return false;
    return (statementFor(documents, criteriaId)?.id ?? null) === started.get(criteriaId);
  };
  /** Whether no push has ended this generation yet: a fast job can finish before its request's reply is read. */
  const stillRunning = useCallback((criteriaId: string) => live.current.has(criteriaId), []);
  return { isGenerating, start, stop, stillRunning };
}
