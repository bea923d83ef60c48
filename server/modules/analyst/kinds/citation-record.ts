/** A citation record: 'cited by', an h-index, a citation database. */
import type { KindSpec } from './spec';

export const citationRecord: KindSpec = {
  cues: [
    { re: /\bcited by\b/i, weight: 2, label: "'cited by'" },
    { re: /\bh-?index\b/i, weight: 2.5, label: 'an h-index' },
    { re: /\bi10-?index\b/i, weight: 2.5, label: 'an i10-index' },
    { re: /\b(google scholar|scopus|web of science|semantic scholar|researchgate)\b/i, weight: 1.5, label: 'a citation database' },
    { re: /\b(total )?citations?\s*(:|\()?\s*\d/i, weight: 1.5, label: 'citation counts' },
  ],
  fileName: /scholar|citation/,
  facts: { subject: null, states: ['date', 'figures'] },
  // Citations show the work's impact: original contributions.
  proves: { 'O-1A': 'contributions', 'O-1B': null, 'EB-1A': 'contributions', 'EB-1B': 'contributions', 'EB-1C': null, UK_GLOBAL_TALENT: 'contributions', 'EB-2 NIW': 'merit_importance' },
};
