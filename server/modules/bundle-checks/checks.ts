import { UK_LIMITS, countWords, formatCount, type BundleCheck } from '../../../src/contract/bundle-checks';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import { criteriaFor } from '../../../src/contract/criteria';
import { findExhibitRefs } from '../../platform/analyst/exhibits';

/**
 * The UK Global Talent bundle's limits (filing-conventions.md, UK Global Talent), as pure
 * functions of what the petition holds, so each rule is tested without a server.
 */

/** The profile's CV: absent, or its page count (null when the file is not a PDF we could count). */
export type CvFacts = { present: false } | { present: true; fileName: string; pages: number | null };
export type EvidenceFacts = { evidenceNumber: number | null; category: string | null };
export type LetterFacts = { recommenderName: string; recommenderOrganization: string };
export type CaseDocumentFacts = { criteriaId: string | null; content: string; updatedAt: Date };
export type BundleFacts = { cv: CvFacts; evidence: EvidenceFacts[]; letters: LetterFacts[]; caseDocuments: CaseDocumentFacts[] };

/** The CV and the letters are sent apart from the evidence documents: they do not count towards the ten. */
const NOT_EVIDENCE = new Set(['uk_cv', 'uk_recommendation_letters', 'cv', 'cv_resume', 'recommendation_letter']);

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

/** Every check, in the order the card lists them. */
export function bundleChecks(facts: BundleFacts): BundleCheck[] {
  return [cvCheck(facts.cv), evidenceCountCheck(facts.evidence), lettersCheck(facts.letters), oneCriterionCheck(facts.evidence, facts.caseDocuments), personalStatementCheck(facts.caseDocuments)];
}
