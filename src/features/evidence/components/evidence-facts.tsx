import { factFieldsPhrase, PLEASE_CHECK } from '../../../contract/fact-fields';
import type { EvidenceListItem } from '../../../contract/evidence-list';

/**
 * The row's fact sheet in plain words ('Award received by the applicant: Best Paper Award, …', decision 060) and,
 * when the analyst is unsure of some of it, 'Please check' and which fields. A tap opens the fact-sheet dialog.
 */
export function EvidenceFacts({ evidence, onOpen }: { evidence: EvidenceListItem; onOpen: (evidence: EvidenceListItem) => void }) {
  if (!evidence.factLine) return null;
  const checks = evidence.factChecks ?? [];
  return (
    <button type="button" className="evidence-facts" onClick={() => onOpen(evidence)} data-testid="evidence-facts">
      <span className="evidence-fact-line" data-testid="evidence-fact-line">
        {evidence.factLine}
      </span>
      {checks.length > 0 && (
        <span className="evidence-please-check" data-testid="evidence-please-check">
          {PLEASE_CHECK}: {factFieldsPhrase(checks)}
        </span>
      )}
      <span className="visually-hidden"> (open the facts)</span>
    </button>
  );
}
