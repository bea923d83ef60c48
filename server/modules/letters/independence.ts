/**
 * Whether a recommender will read as independent. Officers give more weight to
 * letters from people with no co-authorship and no shared employer
 * (reference/filing-conventions.md), and they read the exhibits: a letter from
 * a co-author of Exhibit 2 that does not say so looks like hiding it. So a
 * letter is flagged when the recommender's name or organisation appears in the
 * petition's evidence in a way that is a tie (ties.ts: a shared author line,
 * employer, supervision, grant or family), and the relationship the user gave
 * does not already say how they are linked. Being quoted as an outside expert,
 * cited, or sitting on the jury of a prize the applicant won is no tie.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { readRelationship, relationshipMentions } from '../analyst/relationship';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';
import { findInFolded, findOrg, fold, nameNeedles, namePatterns, orgMatcher, parseName, rough, type Folded, type Hit } from './name-match';
import { quoteSentence, readMention, type Reading, type Tie } from './ties';

export type ExhibitText = { evidenceNumber: number; fileName: string; category: string | null; kind: string | null; text: string };
type RecommenderRef = { recommenderName: string; recommenderOrganization: string; relationship: string };
/** The applicant's name, so a shared author line is told from the recommender's own paper; '' when unknown. */
type Applicant = { name: string };

/** Exhibits are read up to this size: author lines, letterheads and CV entries come early. */
const MAX_CHARS = 200_000;
/** Past this many exhibits the rest are named in one closing sentence. */
const MAX_CONCERNS = 4;

// A recommendation letter already in the evidence names its writer by design; it shows no hidden link.
const LETTER_CATEGORIES = new Set(['recommendation_letter', 'uk_recommendation_letters']);
const CV_CATEGORIES = new Set(['cv', 'uk_cv', 'cv_resume']);

/** Every numbered exhibit of the petition with its text: one query for all of a petition's letters. */
export async function loadExhibitTexts(db: Db, petitionId: string): Promise<ExhibitText[]> {
  const rows = await db
    .select({
      evidenceNumber: evidenceDocuments.evidenceNumber,
      fileName: evidenceDocuments.fileName,
      category: evidenceDocuments.category,
      aiAnalysis: evidenceDocuments.aiAnalysis,
      text: evidenceDocuments.extractedText,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber), isNotNull(evidenceDocuments.extractedText)));
  return rows
    .map((r) => ({ evidenceNumber: r.evidenceNumber!, fileName: r.fileName, category: r.category, kind: r.aiAnalysis?.kind ?? null, text: r.text ?? '' }))
    .sort((a, b) => a.evidenceNumber - b.evidenceNumber);
}

/** The applicant's name as their profile gives it ('' when there is none). */
export async function loadApplicant(db: Db, petitionId: string): Promise<Applicant> {
  const [row] = await db.select({ name: profiles.fullName }).from(petitions).innerJoin(profiles, eq(profiles.id, petitions.profileId)).where(eq(petitions.id, petitionId)).limit(1);
  return { name: row?.name ?? '' };
}

// A paper's reference list cites other people's work: being cited there is no link.
const REFERENCES_HEADING = /^[ \t]*(?:\d+[.)]?\s*)?(references|bibliography|works cited|literature cited|cited works)[ \t]*:?[ \t]*$/im;

type Prepared = ExhibitText & { original: string; rough: string; read: () => { folded: Folded; searchUpTo: number } };

/**
 * Each exhibit once for all of a petition's letters: a cheap lowercase copy to rule it out,
 * and the careful folded copy only for the few that mention a recommender's surname.
 */
export function prepareExhibits(exhibits: ExhibitText[]): Prepared[] {
  return exhibits
    .filter((e) => !LETTER_CATEGORIES.has(e.category ?? '') && e.kind !== 'recommendation_letter' && e.text.trim())
    .map((e) => {
      const original = e.text.length > MAX_CHARS ? e.text.slice(0, MAX_CHARS) : e.text;
      let done: { folded: Folded; searchUpTo: number } | undefined;
      const read = () => {
        if (done) return done;
        const folded = fold(original);
        const isCv = CV_CATEGORIES.has(e.category ?? '') || e.kind === 'cv';
        // A CV's 'References' section lists referees, who do know the applicant: read it.
        const refs = isCv ? null : REFERENCES_HEADING.exec(original);
        const at = refs ? folded.map.findIndex((i) => i >= refs.index) : -1;
        done = { folded, searchUpTo: at < 0 ? folded.text.length : at };
        return done;
      };
      return { ...e, original, rough: rough(original), read };
    });
}

type Found = { exhibit: Prepared; hit: Hit; by: 'name' | 'org'; tie: Tie | null };

/**
 * Hits up to the reference list, or in the whole text when the applicant is known: each entry is then
 * read for whether it is the two of them ('Okafor, M., Chen, L. (2023)') or only a citation.
 */
function nameHits(exhibit: Prepared, patterns: RegExp[], whole: boolean): Hit[] {
  const { folded, searchUpTo } = exhibit.read();
  const hits = patterns.flatMap((p) => findInFolded(folded, p, exhibit.original, whole ? folded.text.length : searchUpTo));
  return hits.sort((a, b) => a.start - b.start);
}

const PAPER_CATEGORY = /_(?:scholarly_)?articles$/;
const isPaper = (e: Prepared) => e.kind === 'scholarly_paper' || PAPER_CATEGORY.test(e.category ?? '');

/** Whether a piece of text names the applicant; null when the applicant's name is not known. */
function applicantFinder(applicant: string): (text: string) => boolean | null {
  const person = parseName(applicant);
  if (!person) return () => null;
  const patterns = namePatterns(person);
  return (text) => {
    const folded = fold(text).text;
    return patterns.some((p) => {
      p.lastIndex = 0;
      return p.test(folded);
    });
  };
}

/** The first mention that is a tie, else the first that says neither; none when every mention is no tie. */
function firstReading(exhibit: Prepared, hits: Hit[], by: 'name' | 'org', applicantIn: (t: string) => boolean | null): Found | undefined {
  let named: Found | undefined;
  for (const hit of hits.slice(0, 20)) {
    const reading: Reading = readMention({ original: exhibit.original, hit, applicantIn, paper: isPaper(exhibit), by });
    if (reading === 'none') continue;
    if (reading !== 'named') return { exhibit, hit, by, tie: reading };
    named ??= { exhibit, hit, by, tie: null };
  }
  return named;
}

const mentionsAll = (exhibit: Prepared, needles: string[]) => needles.length > 0 && needles.every((n) => exhibit.rough.includes(n));

function fileLabel(fileName: string): string {
  return fileName.replace(/[\r\n]+/g, ' ').trim() || 'untitled';
}

function shorten(text: string, max = 80): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

function listNumbers(nums: number[]): string {
  if (nums.length === 1) return `Exhibit ${nums[0]}`;
  return `Exhibits ${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
}

/** Each exhibit's first mention of the recommender or their organisation that is a tie, or that says neither. */
function findMentions(letter: RecommenderRef, exhibits: Prepared[], applicant: Applicant = { name: '' }): Found[] {
  const name = letter.recommenderName.trim();
  const org = letter.recommenderOrganization.trim();
  const person = parseName(name);
  const patterns = person ? namePatterns(person) : [];
  const orgMatch = relationshipMentions(letter.relationship, org) ? null : orgMatcher(org);

  const found: Found[] = [];
  const needles = person ? nameNeedles(person) : [];
  const applicantIn = applicantFinder(applicant.name);
  const whole = parseName(applicant.name) !== null;
  for (const exhibit of exhibits) {
    const byName = patterns.length > 0 && mentionsAll(exhibit, needles) ? firstReading(exhibit, nameHits(exhibit, patterns, whole), 'name', applicantIn) : undefined;
    if (byName?.tie) {
      found.push(byName);
      continue;
    }
    let byOrg: Found | undefined;
    if (orgMatch && mentionsAll(exhibit, orgMatch.needles)) {
      const { folded, searchUpTo } = exhibit.read();
      byOrg = firstReading(exhibit, findOrg(orgMatch, folded, exhibit.original, whole ? undefined : searchUpTo), 'org', applicantIn);
    }
    const chosen = byOrg?.tie ? byOrg : (byName ?? byOrg);
    if (chosen) found.push(chosen);
  }
  return found;
}

/** The ties the evidence shows between the recommender and the applicant: which, in which exhibit, in its own words. */
export function tiesInEvidence(letter: RecommenderRef, exhibits: Prepared[], applicant: Applicant): Array<{ tie: Tie; evidenceNumber: number; quoted: string }> {
  return findMentions(letter, exhibits, applicant).flatMap((f) => (f.tie ? [{ tie: f.tie, evidenceNumber: f.exhibit.evidenceNumber, quoted: quoteSentence(f.exhibit.original, f.hit) }] : []));
}

/**
 * Readable reasons the letter may not read as independent, each naming the tie and the
 * exhibit and quoting its whole sentence verbatim; empty when the recommender is not in the evidence or the
 * relationship already says how they are linked.
 */
export function independenceConcerns(letter: RecommenderRef, exhibits: Prepared[], applicant: Applicant = { name: '' }): string[] {
  const reading = readRelationship(letter.relationship);
  if (reading.disclosesLink) return [];
  const found = findMentions(letter, exhibits, applicant);
  if (found.length === 0) return [];
  const name = letter.recommenderName.trim();
  const org = letter.recommenderOrganization.trim();

  const consequence = reading.claimsIndependence
    ? ` The relationship given ('${shorten(letter.relationship)}') says the recommender is independent, but this exhibit shows a link: say how they are connected, or ask someone with no tie to the work.`
    : ' An officer may not read this letter as independent.';
  // Ties first: they are what an officer discounts a letter for.
  found.sort((a, b) => Number(b.tie !== null) - Number(a.tie !== null));
  const concerns = found.slice(0, MAX_CONCERNS).map(({ exhibit, hit, by, tie }) => {
    const where = `Exhibit ${exhibit.evidenceNumber} (${fileLabel(exhibit.fileName)})`;
    const quoted = quoteSentence(exhibit.original, hit);
    const lead = by === 'name' ? `${name} is named in ${where}` : `${org}, where ${name} works, appears in ${where}`;
    return `${tie ? `${tie}: ` : ''}${lead}: '${quoted}'.${consequence}`;
  });
  const rest = found.slice(MAX_CONCERNS).map((f) => f.exhibit.evidenceNumber);
  if (rest.length > 0) concerns.push(`${name} or ${org} also appears in ${listNumbers(rest)}.`);
  return concerns;
}
