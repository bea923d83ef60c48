/**
 * The fourth never-tuned set in order: EB-1A, EB-1B, EB-1C, O-1A, O-1B, UK Global Talent; ids 'h4-eb1a-01'.
 */
import { isCategoryOf } from '../../../src/contract/categories';
import type { VisaType } from '../../../src/contract/visa-types';
import type { H4Doc, NumberedDoc4 } from './doc';
import { EB1A } from './eb1a';
import { EB1B } from './eb1b';
import { EB1C } from './eb1c';
import { O1A } from './o1a';
import { O1B } from './o1b';
import { UK } from './uk';

const PREFIX: Record<VisaType, string> = { 'EB-1A': 'eb1a', 'EB-1B': 'eb1b', 'EB-1C': 'eb1c', 'O-1A': 'o1a', 'O-1B': 'o1b', UK_GLOBAL_TALENT: 'uk', 'EB-2 NIW': 'niw' };

/** One visa's documents with ids '{set}-{visa}-NN' (holdout5 numbers its own the same way). */
export function numbered(set: string, docs: H4Doc[]): NumberedDoc4[] {
  return docs.map((doc, i) => {
    // A label the visa's category picker would not offer is a mistake in the set, not a miss of the analyst.
    if (!isCategoryOf(doc.visa, doc.category)) throw new Error(`${doc.fileName}: ${doc.category} is not a category of ${doc.visa}`);
    return { ...doc, id: `${set}-${PREFIX[doc.visa]}-${String(i + 1).padStart(2, '0')}` };
  });
}

export function buildHoldout4(): NumberedDoc4[] {
  return [EB1A, EB1B, EB1C, O1A, O1B, UK].flatMap((docs) => numbered('h4', docs));
}
