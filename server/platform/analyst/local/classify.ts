/**
 * Deciding a document's category in two steps, as a paralegal would: first
 * what the document is (kinds.ts), then which criterion of the petition's visa
 * that kind of document proves. The criteria vocabulary only decides when the
 * structure says nothing, and otherwise supplies secondary criteria (tags).
 */
import { fixedCategoryFor, type DocumentKind } from '../../../../src/contract/categories';
import { criteriaFor } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import { kindOf } from './guidance';
import { adoptionWeight, isRoutine, payWeight, recogniseKind, roleWeight, type KindScore } from './kinds';
import { stems } from './text';
import { countTerms, ownerMatches, textFacts, visaVocab, type OwnerMatch, type TextFacts } from './vocab';

/** Below this a criterion is not claimed from vocabulary alone (about one specific keyword). */
export const CLAIM = 0.3;

export type Classification = {
  category: string;
  kind: DocumentKind;
  /** The structural cues that made the kind ('a by-line', "'hereby conferred'"). */
  cues: string[];
  /** The best criterion match by vocabulary, even when the category is fixed. */
  best: OwnerMatch | undefined;
  /** Criteria the document speaks to, its category first, then by vocabulary. */
  criteria: OwnerMatch[];
  facts: TextFacts;
};

/** The kinds of proof (guidance.ts kindOf) each document kind gives, best first. */
const PROOF: Partial<Record<DocumentKind, string[]>> = {
  award: ['awards', 'expert_recognition'],
  press_article: ['press', 'expert_recognition'],
  scholarly_paper: ['articles', 'contributions'],
  citation_record: ['contributions', 'articles'],
  review_record: ['judging', 'expert_recognition'],
  membership: ['memberships', 'expert_recognition'],
  pay_record: ['high_salary'],
  exhibition_record: ['exhibitions', 'lead_role', 'press'],
  sales_report: ['commercial_success'],
  patent: ['contributions'],
};

function proofsFor(kind: DocumentKind, text: string): string[] {
  if (kind === 'employment_letter') {
    // A pay letter that mentions leading a team is still about pay; a role letter may mention pay in passing.
    const pay = payWeight(text);
    return pay >= 3 && pay >= roleWeight(text) ? ['high_salary', 'critical_role', 'managerial_abroad'] : ['critical_role', 'managerial_abroad', 'us_position', 'high_salary'];
  }
  return PROOF[kind] ?? [];
}

function criterionForProofs(visaType: VisaType, proofs: string[]): string | undefined {
  const criteria = criteriaFor(visaType);
  for (const proof of proofs) {
    const hit = criteria.find((c) => kindOf(c.id) === proof);
    if (hit) return hit.id;
  }
  return undefined;
}

function fixedFor(visaType: VisaType, kind: DocumentKind): string | undefined {
  if (kind === 'recommendation_letter') return fixedCategoryFor(visaType, 'recommendation_letter');
  if (kind === 'cv') return fixedCategoryFor(visaType, 'cv');
  if (kind === 'identity') return 'other';
  return undefined;
}

export function classify(visaType: VisaType, fileName: string, text: string, applicantName?: string): Classification {
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const vocab = visaVocab(visaType);
  const criteria = ownerMatches(vocab, countTerms(vocab, stems(body)))
    .filter((m) => m.signal >= CLAIM)
    .sort((a, b) => b.signal - a.signal);
  const best = criteria[0];
  const recognised: KindScore = recogniseKind(fileName, body, applicantName);
  const kind = recognised.kind;

  const routine = kind === 'other' && isRoutine(body);
  const adoption = kind === 'other' && adoptionWeight(body) >= 2 ? criterionForProofs(visaType, ['contributions']) : undefined;
  const category =
    (routine ? 'other' : undefined) ??
    fixedFor(visaType, kind) ??
    criterionForProofs(visaType, proofsFor(kind, body)) ??
    adoption ??
    // No structure to go by (or a kind this visa has no criterion for): the vocabulary decides.
    best?.id ??
    'other';

  const own = criteria.find((m) => m.id === category) ?? { id: category, weight: 0, signal: 0, matched: [] };
  const rest = criteria.filter((m) => m.id !== category);
  const isCriterion = criteriaFor(visaType).some((c) => c.id === category);
  return { category, kind, cues: recognised.cues, best, criteria: isCriterion ? [own, ...rest] : rest, facts: textFacts(`${fileName} ${body}`) };
}
