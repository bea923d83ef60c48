import { UK_LIMITS, countWords, formatCount, type BundleCheck } from '../../../src/contract/bundle-checks';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import { criteriaFor } from '../../../src/contract/criteria';
import { findExhibitRefs } from '../analyst/exhibits';

/**
 * The UK Global Talent bundle's limits (filing-conventions.md, UK Global Talent), as pure
 * functions of what the petition holds, so each rule is tested without a server.
 */

/** The profile's CV: absent, or its page count (null when the file is not a PDF we could count). */
export type CvFacts = { present: false } | { present: true; fileName: string; pages: number | null };
type EvidenceFacts = { evidenceNumber: number | null; category: string | null };
type LetterFacts = { recommenderName: string; recommenderOrganization: string };
type CaseDocumentFacts = { criteriaId: string | null; content: string; updatedAt: Date };
/** How long a stored document is: pages counted (PDF, image), words when there are no pages to count, or unknown. */
export type DocumentLength = { kind: 'pages'; pages: number } | { kind: 'words'; words: number } | null;
export type LengthFacts = { evidenceNumber: number | null; fileName: string; category: string | null; length: DocumentLength };
/** A letter drafted in the app (an outline the recommender rewrites): its words. */
type DraftLetterFacts = { recommenderName: string; words: number };
type BundleFacts = { cv: CvFacts; evidence: EvidenceFacts[]; letters: LetterFacts[]; caseDocuments: CaseDocumentFacts[]; lengths: LengthFacts[]; draftLetters: DraftLetterFacts[] };

/** The CV and the letters are sent apart from the evidence documents: they do not count towards the ten. */
const NOT_EVIDENCE = new Set(['uk_cv', 'uk_recommendation_letters', 'cv', 'cv_resume', 'recommendation_letter']);
/** An uploaded letter (the signed one) is measured as a letter, not as evidence. */
const LETTER_CATEGORIES = new Set(['uk_recommendation_letters', 'recommendation_letter']);

const plural = (n: number, word: string, many = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : many}`;
const listed = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const pass = (id: BundleCheck['id'], message: string): BundleCheck => ({ id, ok: true, message, fix: null });
const fail = (id: BundleCheck['id'], message: string, fix: string): BundleCheck => ({ id, ok: false, message, fix });

export function cvCheck(cv: CvFacts): BundleCheck {
  const max = UK_LIMITS.cvPages;
  if (!cv.present) return fail('cv-pages', 'No CV in your profile.', `Upload your CV (at most ${max} pages) on your profile.`);
  if (cv.pages === null) {
    return fail('cv-pages', `The pages of your CV (${cv.fileName}) could not be counted: only PDFs can be.`, `Make sure it is at most ${max} pages, or upload it as a PDF so the pages can be counted.`);
  }
  if (cv.pages > max) return fail('cv-pages', `Your CV has ${plural(cv.pages, 'page')}.`, `Shorten your CV by ${plural(cv.pages - max, 'page')}: the route takes at most ${max}.`);
  return pass('cv-pages', `Your CV has ${plural(cv.pages, 'page')} (at most ${max}).`);
}

export function evidenceCountCheck(evidence: readonly EvidenceFacts[]): BundleCheck {
  const max = UK_LIMITS.evidenceDocuments;
  const count = evidence.filter((e) => e.category === null || !NOT_EVIDENCE.has(e.category)).length;
  if (count > max) return fail('evidence-count', `${plural(count, 'evidence document')} (not counting the CV and the letters).`, `Remove ${plural(count - max, 'document')}: the route takes at most ${max}.`);
  return pass('evidence-count', `${plural(count, 'evidence document')} (at most ${max}).`);
}

/** 'Acme Ltd.' and ' acme  ltd' are one organisation. */
const organisationKey = (name: string) => name.toLowerCase().replace(/[.,;]+$/u, '').replace(/\s+/gu, ' ').trim();

export function lettersCheck(letters: readonly LetterFacts[]): BundleCheck {
  const want = UK_LIMITS.letters;
  const byOrganisation = new Map<string, LetterFacts[]>();
  for (const letter of letters) {
    const key = organisationKey(letter.recommenderOrganization);
    byOrganisation.set(key, [...(byOrganisation.get(key) ?? []), letter]);
  }
  const shared = [...byOrganisation.values()].filter((group) => group.length > 1);
  const problems: string[] = [];
  const fixes: string[] = [];
  if (letters.length < want) {
    problems.push(`${plural(letters.length, 'letter')}; the route needs ${want}.`);
    fixes.push(`Add ${plural(want - letters.length, 'letter')} from ${want - letters.length === 1 ? 'an organisation' : 'organisations'} not yet represented.`);
  } else if (letters.length > want) {
    problems.push(`${plural(letters.length, 'letter')}; the route takes ${want}.`);
    fixes.push(`Remove ${plural(letters.length - want, 'letter')}: the route takes ${want}.`);
  }
  for (const group of shared) {
    const organisation = group[0]!.recommenderOrganization.trim();
    problems.push(`${listed(group.map((l) => l.recommenderName.trim()))} are all from ${organisation}.`);
    fixes.push(`Replace ${plural(group.length - 1, 'letter')} from ${organisation} with ${group.length === 2 ? 'one' : 'letters'} from a different organisation.`);
  }
  if (problems.length > 0) return fail('letters', problems.join(' '), fixes.join(' '));
  return pass('letters', `${plural(letters.length, 'letter')} from ${plural(byOrganisation.size, 'different organisation')}.`);
}

/**
 * Tech Nation: one document should not support two criteria. A document is used for the criterion it is
 * filed under and for every criterion whose statement cites it (the personal statement cites across
 * criteria by design, so it does not count).
 */
export function oneCriterionCheck(evidence: readonly EvidenceFacts[], caseDocuments: readonly CaseDocumentFacts[]): BundleCheck {
  const criteria = new Map(criteriaFor('UK_GLOBAL_TALENT').filter((c) => !NOT_EVIDENCE.has(c.id)).map((c) => [c.id, c.title]));
  const usedFor = new Map<number, Set<string>>();
  const use = (n: number, criterionId: string) => usedFor.set(n, (usedFor.get(n) ?? new Set()).add(criterionId));
  for (const e of evidence) if (e.evidenceNumber !== null && e.category !== null && criteria.has(e.category)) use(e.evidenceNumber, e.category);
  const numbers = new Set(evidence.flatMap((e) => (e.evidenceNumber === null ? [] : [e.evidenceNumber])));
  for (const doc of caseDocuments) {
    if (doc.criteriaId === null || doc.criteriaId === FINAL_MERITS || !criteria.has(doc.criteriaId)) continue;
    for (const n of findExhibitRefs(doc.content)) if (numbers.has(n)) use(n, doc.criteriaId);
  }
  const reused = [...usedFor].filter(([, ids]) => ids.size > 1).sort(([a], [b]) => a - b);
  if (reused.length === 0) return pass('one-criterion-per-document', 'Each document supports one criterion.');
  const named = (ids: Set<string>) => listed([...ids].map((id) => criteria.get(id) ?? id));
  return fail(
    'one-criterion-per-document',
    reused.map(([n, ids]) => `Exhibit ${n} is used for ${named(ids)}.`).join(' '),
    `Keep each document under one criterion: take ${listed(reused.map(([n]) => `Exhibit ${n}`))} out of the other ${reused.length === 1 && reused[0]![1].size === 2 ? 'statement' : 'statements'}, or file it under the criterion it shows best.`,
  );
}

/** The personal statement is the newest final-merits document; the form takes up to 1,000 words. */
export function personalStatementCheck(caseDocuments: readonly CaseDocumentFacts[]): BundleCheck {
  const max = UK_LIMITS.personalStatementWords;
  const newest = caseDocuments.filter((d) => d.criteriaId === FINAL_MERITS).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  if (!newest) return pass('personal-statement-words', `No personal statement here yet; the form takes up to ${formatCount(max)} words.`);
  const words = countWords(newest.content);
  if (words > max) return fail('personal-statement-words', `Your personal statement has ${plural(words, 'word')}.`, `Cut ${plural(words - max, 'word')}: the limit is ${formatCount(max)}.`);
  return pass('personal-statement-words', `Your personal statement has ${plural(words, 'word')} (at most ${formatCount(max)}).`);
}

/** Sides of A4 a document fills: its pages, or its words at UK_LIMITS.wordsPerSide a side. */
export function sidesOf(length: NonNullable<DocumentLength>): number {
  return length.kind === 'pages' ? length.pages : Math.max(1, Math.ceil(length.words / UK_LIMITS.wordsPerSide));
}

const WORDS_NOTE = `about ${formatCount(UK_LIMITS.wordsPerSide)} words a side`;
const exhibitName = (d: LengthFacts) => (d.evidenceNumber === null ? d.fileName : `Exhibit ${d.evidenceNumber} (${d.fileName})`);
/** '7 pages' or 'about 4 sides of A4 (1,850 words)': what was measured, said as it was measured. */
const lengthText = (length: NonNullable<DocumentLength>) =>
  length.kind === 'pages' ? plural(length.pages, 'page') : `about ${plural(sidesOf(length), 'side')} of A4 (${plural(length.words, 'word')})`;
const byWords = (docs: readonly LengthFacts[]) => docs.some((d) => d.length?.kind === 'words');

/** The documents over `max` sides, the ones that could not be measured, and the rest. */
function measure(docs: readonly LengthFacts[], max: number) {
  const over = docs.filter((d) => d.length !== null && sidesOf(d.length) > max).sort((a, b) => (a.evidenceNumber ?? 0) - (b.evidenceNumber ?? 0));
  const unknown = docs.filter((d) => d.length === null);
  return { over, unknown };
}

const unmeasured = (unknown: readonly LengthFacts[]) =>
  unknown.length === 0 ? '' : ` ${listed(unknown.map(exhibitName))} could not be measured; check ${unknown.length === 1 ? 'it' : 'them'} by hand.`;

/**
 * Arts Council England: each evidence document up to 3 sides of A4; Tech Nation asks for 2. The CV and the
 * letters have limits of their own. Pages are counted where the file has pages; text is estimated from words.
 */
export function evidenceLengthCheck(lengths: readonly LengthFacts[]): BundleCheck {
  const max = UK_LIMITS.evidenceSides;
  const docs = lengths.filter((d) => d.category === null || !NOT_EVIDENCE.has(d.category));
  const limit = `at most ${plural(max, 'side')} of A4`;
  const guides = '(some guides ask for 2)';
  if (docs.length === 0) return pass('evidence-length', `No evidence documents to measure yet; each may be ${limit} ${guides}.`);
  const { over, unknown } = measure(docs, max);
  const estimate = byWords(over) ? ` Text documents are estimated at ${WORDS_NOTE}.` : '';
  if (over.length > 0) {
    return fail(
      'evidence-length',
      `${listed(over.map((d) => `${exhibitName(d)} is ${lengthText(d.length!)}`))}; evidence documents should be ${limit} each ${guides}.${estimate}${unmeasured(unknown)}`,
      over.map((d) => `Cut ${exhibitName(d)} to the pages that matter: ${lengthText(d.length!)}, at most ${max}.`).join(' '),
    );
  }
  return pass('evidence-length', `Each evidence document is ${limit} ${guides}.${byWords(docs) ? ` Text documents are estimated at ${WORDS_NOTE}.` : ''}${unmeasured(unknown)}`);
}

/**
 * Each letter up to 3 sides of A4. What counts is the signed letter, uploaded as evidence under the
 * letters category and measured like any document. A letter drafted here is an outline the recommender
 * rewrites, so a draft is flagged only when its words alone would clearly overflow the sides.
 */
export function letterLengthCheck(lengths: readonly LengthFacts[], drafts: readonly DraftLetterFacts[]): BundleCheck {
  const max = UK_LIMITS.letterSides;
  const signed = lengths.filter((d) => d.category !== null && LETTER_CATEGORIES.has(d.category));
  const { over, unknown } = measure(signed, max);
  const maxWords = max * UK_LIMITS.wordsPerSide;
  const longDrafts = drafts.filter((d) => d.words > maxWords);
  const problems = [
    ...over.map((d) => `The signed letter ${exhibitName(d)} is ${lengthText(d.length!)}.`),
    ...longDrafts.map((d) => `The draft letter from ${d.recommenderName.trim()} has ${plural(d.words, 'word')}, about ${plural(Math.ceil(d.words / UK_LIMITS.wordsPerSide), 'side')} of A4.`),
  ];
  const estimate = byWords(over) || longDrafts.length > 0 ? ` Text is estimated at ${WORDS_NOTE}.` : '';
  if (problems.length > 0) {
    const fixes = [
      ...over.map((d) => `Ask for ${exhibitName(d)} on at most ${plural(max, 'side')} of A4: it is ${lengthText(d.length!)}.`),
      ...longDrafts.map((d) => `Shorten the draft for ${d.recommenderName.trim()} to about ${formatCount(maxWords)} words (${plural(max, 'side')} of A4).`),
    ];
    return fail('letter-length', `${problems.join(' ')} Each letter may be at most ${plural(max, 'side')} of A4.${estimate}${unmeasured(unknown)}`, fixes.join(' '));
  }
  if (signed.length === 0) return pass('letter-length', `No signed letter uploaded yet; each may be at most ${plural(max, 'side')} of A4.${drafts.length > 0 ? ' The drafts here fit.' : ''}`);
  return pass('letter-length', `Each signed letter is at most ${plural(max, 'side')} of A4.${byWords(signed) ? ` Text is estimated at ${WORDS_NOTE}.` : ''}${unmeasured(unknown)}`);
}

/** Every check, in the order the card lists them. */
export function bundleChecks(facts: BundleFacts): BundleCheck[] {
  return [
    cvCheck(facts.cv),
    evidenceCountCheck(facts.evidence),
    evidenceLengthCheck(facts.lengths),
    lettersCheck(facts.letters),
    letterLengthCheck(facts.lengths, facts.draftLetters),
    oneCriterionCheck(facts.evidence, facts.caseDocuments),
    personalStatementCheck(facts.caseDocuments),
  ];
}
