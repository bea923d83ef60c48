/**
 * What a CV and profile show, criterion by criterion, for every visa: the
 * sentences that state an achievement of the criterion's kind (screening-evidence.ts),
 * each counted for one criterion only, plus facts no single criterion owns
 * (career span, academic post, a major award, the field of work).
 */
import { criteriaFor } from '../../../../src/contract/criteria';
import { VISA_TYPES, type VisaType } from '../../../../src/contract/visa';
import type { ScreenProfileInput } from '../../../platform/analyst/analyst';
import { domainVocab, MAJOR_ARTS_AWARDS, MAJOR_AWARDS } from './general';
import { readText } from './nlp';
import { gateFor, isHeading, isSectionLine, notReceived, READ_FIRST, type Gate } from './screening-evidence';
import { stems, wordCount } from './text';
import { countTerms, mentions, ownerMatches, textFacts, visaVocab } from './vocab';

type Source = 'cv' | 'profile';
/** A sentence of the CV or profile, as written (whitespace aside). */
export type Unit = { text: string; source: Source };
/** The sentences that show one criterion, best first; empty when nothing does. */
export type CriterionEvidence = { id: string; sentences: Unit[] };

/** One visa as screening ranks it (screening.ts scores, screening-text.ts words it). */
export type Scored = { type: VisaType; score: number; met: CriterionEvidence[]; unmet: string[]; notes: string[] };

export type ProfileFacts = {
  cvWords: number;
  hasCv: boolean;
  hasDescription: boolean;
  links: string[];
  evidence: Record<VisaType, CriterionEvidence[]>;
  domain: { arts: number; science: number; business: number; athletics: number };
  careerYears: number;
  academicRole: string | undefined;
  permanentOffer: string | undefined;
  /** A major award named as won (O-1A, EB-1A), with the sentence that says so. */
  majorAwardWon: Found | undefined;
  /** A major arts award named as won or as a nomination (O-1B accepts both). */
  majorArtsAward: Found | undefined;
  majorArtsAwardWon: Found | undefined;
  citations: number;
};
type Found = { name: string; unit: Unit };

const ACADEMIC_ROLES = ['professor', 'lecturer', 'postdoctoral', 'postdoc', 'research scientist', 'research fellow', 'researcher', 'faculty', 'teaching', 'principal investigator'];
const OFFERS = ['tenure-track', 'tenure track', 'tenured', 'permanent research position', 'permanent position', 'permanent research post'];

/** The largest citation count stated, e.g. 'cited 1,250 times' or '3,400 citations'. */
function citationCount(units: Unit[]): number {
  let best = 0;
  for (const { text } of units) {
    for (const m of text.matchAll(/(\d[\d,]*)\+?\s*citations|cited\s+(?:by\s+)?(?:over\s+|more than\s+)?(\d[\d,]*)/gi)) {
      const n = Number((m[1] ?? m[2] ?? '0').replace(/,/g, ''));
      if (n > best && n < 10_000_000) best = n;
    }
  }
  return best;
}

/** Years between the first and last year the text mentions, or a stated 'N years'. */
function careerSpan(text: string): number {
  const years = [...text.matchAll(/\b(19[6-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
  const stated = [...text.matchAll(/\b(\d{1,2})\+?\s+years?\b/gi)].map((m) => Number(m[1]));
  const span = years.length >= 2 ? Math.max(...years) - Math.min(...years) : 0;
  return Math.max(span, ...stated.filter((n) => n <= 50), 0);
}

/** A major award named in a sentence that also says it was won or a nomination (not just a name like 'Oscar'). */
const WON = /\b(won|wins?|winner|winning|received|receiving|recipient|awarded)\b/i;
const NOMINATED = /\b(won|wins?|winner|winning|received|receiving|recipient|awarded|nominated|nominee|nomination)\b/i;

function awardIn(units: Unit[], names: string[], verbs: RegExp): Found | undefined {
  for (const unit of units) {
    if (!verbs.test(unit.text)) continue;
    // A travel grant to attend the ceremony is not the prize (O-1B's nominations are read with NOMINATED).
    if (verbs === WON && notReceived(unit.text)) continue;
    const name = mentions(textFacts(unit.text), names);
    if (name) return { name, unit };
  }
  return undefined;
}

function linksOf(p: ScreenProfileInput['profile']): string[] {
  const out: string[] = [];
  if (p.scholarUrl) out.push('Google Scholar');
  if (p.githubUrl) out.push('GitHub');
  if (p.linkedinUrl) out.push('LinkedIn');
  return out;
}

function unitsOf(text: string, source: Source): Unit[] {
  if (!text.trim()) return [];
  // A section title stands alone, so it never runs into the sentence before or after it.
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const separated = lines.map((line) => (isSectionLine(line) ? `\n${line}\n` : line)).join('\n');
  return readText(separated).sentences.map((s) => ({ text: s.replace(/\s+/g, ' ').trim(), source }));
}

/**
 * One visa: each sentence goes to the criterion it shows best. A criterion left
 * without any may then take a sentence whose own criterion keeps another one,
 * so a sentence still counts once, and is never spent twice.
 */
function assign(visa: VisaType, units: Unit[]): CriterionEvidence[] {
  const criteria = criteriaFor(visa);
  const vocab = visaVocab(visa);
  const gates = criteria.map((c) => gateFor(visa, c.id));
  // fit[u][c] > 0 when sentence u shows criterion c; the keyword weight ranks the fits.
  const fit = units.map((u) => {
    const weights = ownerMatches(vocab, countTerms(vocab, stems(u.text))).map((m) => m.weight);
    return gates.map((gate: Gate | null, ci) => (gate?.(u.text) ? 1 + (weights[ci] ?? 0) + (READ_FIRST.has(criteria[ci]!.id) ? 10 : 0) : 0));
  });
  const owner = fit.map((row) => {
    const best = Math.max(...row);
    return best > 0 ? row.indexOf(best) : -1;
  });
  const count = (ci: number) => owner.filter((o) => o === ci).length;
  for (let ci = 0; ci < criteria.length; ci++) {
    if (count(ci) > 0) continue;
    const spare = units
      .map((_, ui) => ui)
      .filter((ui) => fit[ui]![ci]! > 0 && owner[ui]! >= 0 && count(owner[ui]!) >= 2)
      .sort((a, b) => fit[b]![ci]! - fit[a]![ci]!)[0];
    if (spare !== undefined) owner[spare] = ci;
  }
  return criteria.map((c, ci) => ({
    id: c.id,
    sentences: units
      .map((u, ui) => ({ u, ui }))
      .filter(({ ui }) => owner[ui] === ci)
      .sort((a, b) => fit[b.ui]![ci]! - fit[a.ui]![ci]! || a.ui - b.ui)
      .map(({ u }) => u),
  }));
}

export function readProfile(input: ScreenProfileInput): ProfileFacts {
  const cv = (input.cvText ?? '').trim();
  const p = input.profile;
  const description = (p.profileDescription ?? '').trim();
  // A heading, a label or a line citing an 'Exhibit N' of some other file is never evidence.
  const units = [...unitsOf(description, 'profile'), ...unitsOf(cv, 'cv')].filter((u) => !isHeading(u.text) && !/\bExhibits?\s+\d/i.test(u.text));
  const text = [p.field ?? '', description, cv].filter(Boolean).join('\n\n');
  const facts = textFacts(text);
  const evidence = {} as Record<VisaType, CriterionEvidence[]>;
  for (const visa of VISA_TYPES) evidence[visa] = assign(visa, units);

  const dom = ownerMatches(domainVocab(), countTerms(domainVocab(), stems(text)));
  const domainWeight = (id: string) => dom.find((d) => d.id === id)?.weight ?? 0;
  return {
    cvWords: wordCount(cv),
    hasCv: cv.length > 0,
    hasDescription: description.length > 0,
    links: linksOf(p),
    evidence,
    domain: { arts: domainWeight('arts'), science: domainWeight('science'), business: domainWeight('business'), athletics: domainWeight('athletics') },
    careerYears: careerSpan(text),
    academicRole: mentions(facts, ACADEMIC_ROLES),
    permanentOffer: mentions(facts, OFFERS),
    majorAwardWon: awardIn(units, MAJOR_AWARDS, WON),
    majorArtsAward: awardIn(units, MAJOR_ARTS_AWARDS, NOMINATED),
    majorArtsAwardWon: awardIn(units, MAJOR_ARTS_AWARDS, WON),
    citations: citationCount(units),
  };
}
