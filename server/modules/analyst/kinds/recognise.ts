/**
 * What a document IS, read the way a paralegal reads it: from its structure (a masthead and a by-line,
 * 'hereby conferred', 'we invite you to review', an amount with a period, a letterhead and a signature),
 * not from which achievement words it mentions. The cues are the kinds' specs; this scores them.
 */
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '../../../../src/contract/categories';
import { KIND_SPECS } from './kind-specs';
import { cvSections, kindFeatures, regions, writtenByApplicant } from './features';
import { readKind, type KindModel } from './kind-model';
import { isLetterToOfficer } from './letter-form';
import { hasNewsTopLine } from './news-top-line';
import { aboutPay, adoptionWeight, disclaimsCredential, isFormationRecord, isRoutine } from './weights';
import { businessCard, conferenceBadge } from './cards';

export type KindScore = { kind: DocumentKind; score: number; cues: string[] };

/** Below this no kind is claimed: the document is read by its criteria vocabulary instead. */
const KIND_CLAIM = 2.5;
/** Salutation, voice and signature together: enough to claim the kind, and to outweigh a prize named in the first paragraph. */
const LETTER_FORM = 3;
/** A news page's top line alone claims the kind. */
const NEWS_TOP_LINE = 2.5;
/** 'Share Certificate No. 1', 'the registered holder of 1,000 fully paid shares'. */
const SHARE_RECORD = /\b(?:share|stock) certificate\b|\bregistered (?:holder|owner) of [^.]{0,40}\bshares\b/i;

/** Every kind's hand-weighted score, best first. */
export function scoreKinds(fileName: string, text: string, applicantName?: string): KindScore[] {
  const { head, title, body } = regions(text);
  const name = fileName.toLowerCase();
  const out: KindScore[] = [];
  // In the contract's order, which breaks ties between equal scores.
  for (const kind of DOCUMENT_KINDS) {
    const spec = KIND_SPECS[kind];
    if (spec.cues.length === 0) continue;
    let score = 0;
    const found: string[] = [];
    for (const cue of spec.cues) {
      if (cue.re.test(cue.where === 'head' ? head : cue.where === 'title' ? title : body)) {
        score += cue.weight;
        found.push(cue.label);
      }
    }
    out.push({ kind, score, cues: found });
  }
  const cv = out.find((k) => k.kind === 'cv')!;
  const headings = cvSections(body, head, applicantName);
  if (headings >= 3) {
    cv.score += 1 + headings * 0.6;
    cv.cues.push(`${headings} CV sections`);
  }
  // A signed letter to the officer in its writer's own voice is about her, whatever prize or grant it goes on to name.
  if (isLetterToOfficer(text, applicantName)) {
    const letter = out.find((k) => k.kind === 'recommendation_letter')!;
    letter.score += LETTER_FORM;
    letter.cues.push('a signed letter to the officer');
  }
  // An outlet's name, the day and its section on one line over a headline: a clipping, whatever the story says.
  if (hasNewsTopLine(text)) {
    const press = out.find((k) => k.kind === 'press_article')!;
    press.score += NEWS_TOP_LINE;
    press.cues.push("a news page's top line");
  }
  // The file name is a weak hint: it breaks ties, it never decides on its own.
  for (const k of out) {
    if (KIND_SPECS[k.kind].fileName?.test(name)) {
      k.score += 0.75;
      k.cues.push('its file name');
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * A fitted model in place of the hand weights, or null (the default): the specs' cue weights. Fitted weights
 * read kinds better on sets they never saw but filed no more documents right, so they are not adopted
 * (decision 080); bench/analyst/fit-kinds.ts swaps one in to measure them.
 */
let model: KindModel | null = null;

/** Which weights recognise kinds: the bench's cross-validation swaps in a model fitted without the held-out set. */
export function useKindModel(next: KindModel | null): void {
  model = next;
}

/** The fitted reading: every feature weighed at once, 'other' a kind like the rest (no claim threshold). */
function fittedKind(m: KindModel, fileName: string, text: string, applicantName?: string): KindScore {
  const read = readKind(m, kindFeatures(fileName, text, applicantName));
  return { kind: read.kind, score: read.probability, cues: read.cues };
}

/** The document's kind, or 'other' when no structure is clear enough. */
export function recogniseKind(fileName: string, text: string, applicantName?: string): KindScore {
  // A state's formation record, however its header reads (a dateline, a licence number): a record of no kind of its own.
  if (isFormationRecord(text)) return { kind: 'other', score: 0, cues: ['a company formation record'] };
  // A share or stock certificate is the company's record of who owns it, whatever its 'This certifies that' reads like.
  if (SHARE_RECORD.test(text.slice(0, 1_500))) return { kind: 'other', score: 0, cues: ['a share certificate'] };
  // A badge or a business card: a few printed words of no kind of its own (its name alone is no paper's author line).
  if (conferenceBadge(text) || businessCard(text)) return { kind: 'other', score: 0, cues: ['a badge or a business card'] };
  if (model) return fittedKind(model, fileName, text, applicantName);
  const [best] = scoreKinds(fileName, text, applicantName);
  if (best?.kind === 'press_article' && writtenByApplicant(text, applicantName)) return { kind: 'scholarly_paper', score: best.score, cues: ["the applicant's own by-line"] };
  // A diploma 'hereby conferred' or a receipt for an awards banquet is not an award.
  // A letter that states dates of employment to verify pay is a salary letter, not an experience letter.
  if (best?.kind === 'experience_letter' && aboutPay(text)) return { ...best, kind: 'employment_letter', cues: [...best.cues, 'about pay'] };
  // A degree record or a licence is that routine paper, recognised as such (the EB-2 basis reads it).
  // A course certificate that says it is no licence and confers no credential is no degree, whatever its course code reads like.
  // A membership's receipt ('Amount paid: $85.00') is still its record: the dues are what joining took.
  if (isRoutine(text) && (((best?.score ?? 0) < 5 && best?.kind !== 'degree' && best?.kind !== 'licence' && !(best?.kind === 'membership' && best.score >= KIND_CLAIM)) || disclaimsCredential(text))) return { kind: 'other', score: 0, cues: ['a routine document (a degree, a course certificate or a receipt)'] };
  if (best && best.score >= KIND_CLAIM) return best;
  // Of no clear form (an e-mail, a contract's page) but about her pay, set against a period or others' pay: a pay letter
  // (unless it shows others using her work, whose sponsorships and licence fees are that use).
  if (aboutPay(text) && adoptionWeight(text) < 2) return { kind: 'employment_letter', score: KIND_CLAIM, cues: ['about pay'] };
  return { kind: 'other', score: 0, cues: [] };
}

/** 'an award certificate or notice', 'a CV', 'a document': how drafts and answers name a kind. */
export function kindNoun(kind: DocumentKind): string {
  if (kind === 'other') return 'a document';
  const label = DOCUMENT_KIND_LABELS[kind];
  const lower = kind === 'cv' ? 'CV' : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^[aeiou]/i.test(lower) ? 'an' : 'a'} ${lower}`;
}
