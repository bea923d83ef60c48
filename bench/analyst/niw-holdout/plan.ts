/**
 * The NIW never-tuned set in order (Moghaddam, Mehrotra, Demir and Tran), ids 'niw-01' … Every label's
 * category is one of issue 36's ids or the fixed set; once the build has the NIW catalogue, it must also be
 * one the visa's category picker offers.
 */
import { isCategoryOf } from '../../../src/contract/categories';
import { VISA_TYPES, type VisaType } from '../../../src/contract/visa-types';
import type { BenchDoc } from '../holdout4/run';
import { DEMIR } from './demir';
import { NIW_CATEGORIES, NIW_VISA, type NiwDoc } from './doc';
import { MEHROTRA } from './mehrotra';
import { MOGHADDAM } from './moghaddam';

/** Whether this build has the EB-2 NIW visa type (issue 36's catalogue, branch niw-core). */
export const hasNiw = (VISA_TYPES as readonly string[]).includes(NIW_VISA);

export function buildNiwHoldout(): BenchDoc[] {
  return [...MOGHADDAM, ...MEHROTRA, ...DEMIR].map((doc: NiwDoc, i) => {
    // A label no picker would offer is a mistake in the set, not a miss of the analyst.
    if (!(NIW_CATEGORIES as readonly string[]).includes(doc.category)) throw new Error(`${doc.fileName}: ${doc.category} is not an NIW category`);
    if (hasNiw && !isCategoryOf(NIW_VISA as VisaType, doc.category)) throw new Error(`${doc.fileName}: the catalogue does not offer ${doc.category}`);
    // The kinds are strings here (issue 36's kinds are not in this build); the scorer compares them as such.
    return { ...doc, visa: NIW_VISA, id: `niw-${String(i + 1).padStart(2, '0')}`, facts: doc.facts as BenchDoc['facts'] };
  });
}
