/**
 * Deciding a document's category in two steps, as a paralegal would: first
 * what the document is, then which criterion of the petition's visa that kind
 * of document proves (both declared per kind in server/modules/analyst/kinds). The criteria vocabulary only decides when the
 * structure says nothing, and otherwise supplies secondary criteria (tags).
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import { criteriaFor, criterionForProof } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import { adoptionWeight, filingOf, independentUse, isBusinessContract, isCompanyReturn, isFieldReport, isFormationRecord, isOwnershipRecord, isRoutine, orderPlacedWith, recogniseKind, type KindScore } from '../kinds';
import { surnameTest } from './fact-names';
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
  /** The category rests on the criteria vocabulary alone: no kind, adoption, ownership or formation reading decided it. */
  byVocabulary: boolean;
};

/** Her surname on a short line of the document's first lines, where a paper's author line stands (not in a citation of her). */
function namedAtHead(text: string, applicantName: string | undefined): boolean {
  const namesHer = surnameTest(applicantName);
  if (!namesHer) return true;
  return text
    .split('\n')
    .slice(0, 4)
    .map((line) => line.replace(/\([^()]*\b(?:19|20)\d\d\b[^()]*\)?/g, ' '))
    .some((line) => namesHer(line) && line.split(/\s+/).filter(Boolean).length <= 15);
}

/** `kindRead`: a kind read elsewhere in place of the recogniser's (the learned fallback's, decision 116). */
export function classify(visaType: VisaType, fileName: string, text: string, applicantName?: string, kindRead?: KindScore): Classification {
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const vocab = visaVocab(visaType);
  const criteria = ownerMatches(vocab, countTerms(vocab, stems(body)))
    .filter((m) => m.signal >= CLAIM)
    .sort((a, b) => b.signal - a.signal);
  const best = criteria[0];
  const read: KindScore = kindRead ?? recogniseKind(fileName, body, applicantName);
  // A guideline or a standard that cites her papers and tells its readers to use her work reads like a paper (a reference
  // list, 'et al.'), but she is not on its author line: it is others taking up her work, the proof contributions ask for.
  const takesUpHerWork = read.kind === 'scholarly_paper' && !namedAtHead(body, applicantName) && adoptionWeight(body) >= 2;
  // A contract between two companies read as a pay letter for its 'shall pay': it is their business, which the petition's
  // doing-business requirement asks for where it has one (EB-1C), and nobody's employment.
  // A supply or sales contract between two companies that no kind claimed (kind other) is the same business.
  const business = (read.kind === 'employment_letter' || read.kind === 'other') && isBusinessContract(body);
  const recognised: KindScore = takesUpHerWork ? { kind: 'other', score: 0, cues: ['others taking up her cited work'] } : business ? { kind: 'other', score: 0, cues: ['a contract between two companies'] } : read;
  const kind = recognised.kind;

  // A company's formation or registration notice thanks its filer for applying as routine paper does: it is still the record.
  const routine = kind === 'other' && isRoutine(body) && !isFormationRecord(body);
  // Under NIW, where no criterion asks for contributions, others taking up her work is her record of success: prong 2.
  const adoption = kind === 'other' && adoptionWeight(body) >= 2 ? (criterionForProof(visaType, 'contributions') ?? criterionForProof(visaType, 'well_positioned'))?.id : undefined;
  // A state's record of a company's formation, whatever else its lines mention (a licensed organizer): where the
  // petition weighs self-employment (NIW's prong 3), that is its proof.
  const formation = isFormationRecord(body) ? criterionForProof(visaType, 'balance')?.id : undefined;
  // A customer's purchase order made out to her or her company: a sale won, her record of success where the petition
  // weighs it (NIW's prong 2).
  const namesHer = surnameTest(applicantName);
  const orderWon = kind === 'other' && namesHer && orderPlacedWith(body, namesHer) ? criterionForProof(visaType, 'well_positioned')?.id : undefined;
  // A body's report on the field or the problem, with its findings, that never names her (a federal coverage report, a
  // workforce projection): where the petition weighs an endeavor's national importance (NIW's prong 1), that is its proof.
  const fieldReport = kind === 'other' && !routine && isFieldReport(body) && !namesHer?.(body) ? criterionForProof(visaType, 'merit_importance')?.id : undefined;
  // A record of who owns the company (its members' interests, its shareholders): where the petition rests on a company
  // group (EB-1C's qualifying relationship), that is its proof.
  const ownership = kind === 'other' && isOwnershipRecord(body) ? criterionForProof(visaType, 'qualifying_relationship')?.id : undefined;
  // An independent user's letter on what its body made with her work (tune26): others' use of it, the proof contributions
  // ask for where the visa has that criterion, whether it was read as a letter of praise, a news page or nothing.
  const usedByOthers = (kind === 'recommendation_letter' || kind === 'press_article' || kind === 'other') && independentUse(body) ? criterionForProof(visaType, 'contributions')?.id : undefined;
  // A company's tax return or accounts state what it traded: its business, whatever pay or payee fields it has.
  const trading = business || isCompanyReturn(body);
  const structural =
    (routine ? 'other' : undefined) ??
    (trading ? criterionForProof(visaType, 'us_business')?.id : undefined) ??
    formation ??
    usedByOthers ??
    // What the kind's spec says it proves under this visa (modules/analyst/kinds).
    filingOf(visaType, kind, body) ??
    adoption ??
    orderWon ??
    fieldReport ??
    ownership;
  // No structure to go by (or a kind this visa has no criterion for): the vocabulary decides.
  const category = structural ?? best?.id ?? 'other';

  const own = criteria.find((m) => m.id === category) ?? { id: category, weight: 0, signal: 0, matched: [] };
  const rest = criteria.filter((m) => m.id !== category);
  const isCriterion = criteriaFor(visaType).some((c) => c.id === category);
  return { category, kind, cues: recognised.cues, best, criteria: isCriterion ? [own, ...rest] : rest, facts: textFacts(`${fileName} ${body}`), byVocabulary: structural === undefined };
}
