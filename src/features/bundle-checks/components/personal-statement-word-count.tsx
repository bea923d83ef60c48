import { useMemo } from 'react';
import { UK_LIMITS, countWords, formatCount } from '../../../contract/bundle-checks';
import { FINAL_MERITS } from '../../../contract/criteria-report';
import type { CaseDocument } from '../../../contract/entities';
import { useBundleChecks } from '../api/bundle-checks';
import '../bundle-checks.css';

/**
 * 'N / 1,000 words' on a UK petition's personal statement (the final-merits document): the endorsement
 * form takes at most 1,000 words. Counted as the bundle check counts, from the text shown now.
 */
export function PersonalStatementWordCount({ document }: { document: CaseDocument | null | undefined }) {
  const personal = document?.criteriaId === FINAL_MERITS;
  // Whether the petition is a UK one: the bundle checks say so (`applies`), usually from the cache.
  const checks = useBundleChecks(document?.petitionId ?? '', personal);
  const content = document?.content ?? '';
  const words = useMemo(() => countWords(content), [content]);
  if (!personal || !checks.data?.applies) return null;
  const max = UK_LIMITS.personalStatementWords;
  const over = words - max;
  return (
    <p className={over > 0 ? 'word-counter over' : 'word-counter'} role="status" data-testid="personal-statement-word-count">
      {formatCount(words)} / {formatCount(max)} words
      {over > 0 && <strong> — {formatCount(over)} over the limit</strong>}
    </p>
  );
}
