import { useCallback, useState } from 'react';
import type { CaseDocument } from '../../../contract/entities';
import { usePushMessages } from '../../../push';
import { statementFor } from '../../case';

/**
 * The local 'generating' set (spec §4). Each entry remembers which statement
 * the criterion had when generation started, so a refresh counts as done once
 * a different statement appears, even if the push message was missed. A
 * statement-status push (completed or failed) or a failed request removes it.
 */
export function useGeneratingStatements(petitionId: string, documents: CaseDocument[] | undefined) {
  const [started, setStarted] = useState<ReadonlyMap<string, string | null>>(new Map());

  const start = useCallback((criteriaId: string, currentStatementId: string | null) => {
    setStarted((m) => new Map(m).set(criteriaId, currentStatementId));
  }, []);
  const stop = useCallback((criteriaId: string) => {
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
  return { isGenerating, start, stop };
}
