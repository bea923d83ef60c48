/**
 * Independence from both sides (issue 35 item 5): the ties the recommender declares, read against what the
 * petition's exhibits show (author lines, employers, supervision, grants; letters/ties.ts reads each mention).
 * A tie the evidence shows and the recommender did not declare is a contradiction the applicant must see
 * before filing: an officer reads the exhibits too.
 */
import type { DeclaredTie } from '../../../src/contract/recommenders';
import type { Tie } from '../letters/ties';

const DECLARED_FOR: Record<Tie, DeclaredTie | null> = {
  'Co-author': 'co_authored',
  'Same employer or institution': 'same_institution',
  'Advisor and student': 'advisor_student',
  'Co-investigator on a grant': 'funded_together',
  Family: null,
};

const DENIAL: Record<Tie, string> = {
  'Co-author': 'Declared no co-authorship',
  'Same employer or institution': 'Declared no shared institution',
  'Advisor and student': 'Declared no advisor–student tie',
  'Co-investigator on a grant': 'Declared no joint funding',
  Family: 'Declared no ties',
};

const SHOWN: Record<Tie, string> = {
  'Co-author': 'lists them as co-author',
  'Same employer or institution': 'places them at the same employer or institution',
  'Advisor and student': 'names them as advisor and student',
  'Co-investigator on a grant': 'names them as co-investigators on a grant',
  Family: 'names them as family',
};

/**
 * 'Declared no co-authorship; Exhibit 6 lists them as co-author: '…''. Empty until the recommender has said
 * anything about ties (a questionnaire not yet answered contradicts nothing).
 */
export function tieContradictions(declared: readonly DeclaredTie[], shown: ReadonlyArray<{ tie: Tie; evidenceNumber: number; quoted: string }>): string[] {
  if (declared.length === 0) return [];
  const out: string[] = [];
  for (const { tie, evidenceNumber, quoted } of shown) {
    const needed = DECLARED_FOR[tie];
    if (needed !== null && declared.includes(needed)) continue;
    // Family is no tie one can declare here: it contradicts only a declaration of none.
    if (needed === null && !declared.includes('none')) continue;
    out.push(`${DENIAL[tie]}; Exhibit ${evidenceNumber} ${SHOWN[tie]}: '${quoted}'`);
  }
  return out;
}
