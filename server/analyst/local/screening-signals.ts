/**
 * What a CV and profile show, criterion by criterion: a 0..1 signal per
 * criterion of every visa, the sentence that shows it best, plus facts that no
 * single criterion owns (career span, academic roles, a major award, field).
 */
import { VISA_TYPES, type VisaType } from '../../../src/contract/visa';
import type { ScreenProfileInput } from '../analyst';
import { domainVocab, MAJOR_ARTS_AWARDS, MAJOR_AWARDS } from './general';
import { kindOf } from './guidance';
import { readText } from './nlp';
import { clamp, quote, stems, wordCount } from './text';
import { countTerms, firstHit, mentions, ownerMatches, textFacts, visaVocab, type TextFacts } from './vocab';

export type CriterionSignal = { id: string; signal: number; matched: string[]; quote: string | null; quoteTerms: string[] };

export type ProfileFacts = {
  cvWords: number;
  hasCv: boolean;
  links: string[];
  signals: Record<VisaType, CriterionSignal[]>;
  domain: { arts: number; science: number; business: number; athletics: number };
  careerYears: number;
  academicRole: string | undefined;
  permanentOffer: string | undefined;
  /** A major award named as won (O-1A, EB-1A). */
  majorAwardWon: string | undefined;
  /** A major arts award named as won or as a nomination (O-1B accepts both). */
  majorArtsAward: string | undefined;
  majorArtsAwardWon: string | undefined;
  citations: number;
};

const MONEY = /[$£€]\s?\d[\d,.]*\s?(k|m|million)?|\b\d{2,3},\d{3}\b/i;
const ACADEMIC_ROLES = ['professor', 'lecturer', 'postdoctoral', 'postdoc', 'research scientist', 'research fellow', 'researcher', 'faculty', 'teaching', 'principal investigator'];
const OFFERS = ['tenure-track', 'tenure track', 'tenured', 'permanent research position', 'permanent position', 'permanent research post'];

/** The largest citation count stated, e.g. 'cited 1,250 times' or '3,400 citations'. */
function citationCount(text: string): number {
  let best = 0;
  for (const m of text.matchAll(/(\d[\d,]*)\+?\s*citations|cited\s+(?:by\s+)?(?:over\s+|more than\s+)?(\d[\d,]*)/gi)) {
    const n = Number((m[1] ?? m[2] ?? '0').replace(/,/g, ''));
    if (n > best && n < 10_000_000) best = n;
  }
  return best;
}

/** Years between the first and last year the CV mentions ('present' counts as the last). */
function careerSpan(text: string): number {
  const years = [...text.matchAll(/\b(19[6-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
  const stated = [...text.matchAll(/\b(\d{1,2})\+?\s+years?\b/gi)].map((m) => Number(m[1]));
  const span = years.length >= 2 ? Math.max(...years) - Math.min(...years) : 0;
  return Math.max(span, ...stated.filter((n) => n <= 50), 0);
}

/** Extra signal from facts that keyword counts miss (a stated salary, citation totals, links). */
function boost(id: string, facts: { citations: number; quote: string | null; links: string[]; hasCv: boolean }): number {
  const kind = kindOf(id);
  if (kind === 'high_salary' && facts.quote && MONEY.test(facts.quote)) return 0.25;
  if (kind === 'contributions' && facts.citations >= 100) return facts.citations >= 1000 ? 0.35 : 0.2;
  if (kind === 'contributions' && facts.links.includes('GitHub')) return 0.1;
  if (kind === 'articles' && facts.links.includes('Google Scholar')) return 0.15;
  if (kind === 'cv') return facts.hasCv ? 1 : 0; // the CV itself is the item
  return 0;
}

/** A major award named in a sentence that also says it was won or a nomination (not just a name like 'Oscar'). */
const WON = /\b(won|wins?|winner|winning|received|receiving|recipient|awarded)\b/i;
const NOMINATED = /\b(won|wins?|winner|winning|received|receiving|recipient|awarded|nominated|nominee|nomination)\b/i;

function awardIn(sentences: string[], names: string[], verbs: RegExp): string | undefined {
  for (const sentence of sentences) {
    if (!verbs.test(sentence)) continue;
    const found = mentions(textFacts(sentence), names);
    if (found) return found;
  }
  return undefined;
}

function linksOf(p: ScreenProfileInput['profile']): string[] {
  const out: string[] = [];
  if (p.scholarUrl) out.push('Google Scholar');
  if (p.githubUrl) out.push('GitHub');
  if (p.linkedinUrl) out.push('LinkedIn');
  if (p.otherLinks.length > 0) out.push(`${p.otherLinks.length} other link${p.otherLinks.length === 1 ? '' : 's'}`);
  return out;
}

export function readProfile(input: ScreenProfileInput): ProfileFacts {
  const cv = (input.cvText ?? '').trim();
  const p = input.profile;
  const text = [p.field ? `Field: ${p.field}.` : '', p.profileDescription ?? '', cv].filter(Boolean).join('\n\n');
  const { sentences } = text ? readText(text) : { sentences: [] as string[] };
  const sentenceStems = sentences.map((s) => stems(s));
  const facts: TextFacts = textFacts(text);
  const links = linksOf(p);
  const citations = citationCount(text);
  const hasCv = cv.length > 0;

  const signals = {} as Record<VisaType, CriterionSignal[]>;
  for (const visa of VISA_TYPES) {
    const vocab = visaVocab(visa);
    const total = new Uint32Array(vocab.terms.length);
    const best = vocab.ownerIds.map(() => ({ weight: 0, index: -1, matched: [] as string[] }));
    sentenceStems.forEach((tokens, si) => {
      const counts = countTerms(vocab, tokens);
      counts.forEach((n, i) => (total[i]! += n));
      ownerMatches(vocab, counts).forEach((m, oi) => {
        const b = best[oi]!;
        if (m.weight > b.weight) Object.assign(b, { weight: m.weight, index: si, matched: m.matched });
      });
    });
    signals[visa] = ownerMatches(vocab, total).map((m, oi) => {
      const b = best[oi]!;
      const quote = b.index >= 0 ? (sentences[b.index] ?? null) : null;
      const extra = boost(m.id, { citations, quote, links, hasCv });
      return { id: m.id, signal: clamp(m.signal + extra, 0, 1), matched: m.matched, quote, quoteTerms: b.matched };
    });
  }

  const dom = ownerMatches(domainVocab(), countTerms(domainVocab(), sentenceStems.flat()));
  const domainWeight = (id: string) => dom.find((d) => d.id === id)?.weight ?? 0;
  return {
    cvWords: wordCount(cv),
    hasCv,
    links,
    signals,
    domain: { arts: domainWeight('arts'), science: domainWeight('science'), business: domainWeight('business'), athletics: domainWeight('athletics') },
    careerYears: careerSpan(text),
    academicRole: mentions(facts, ACADEMIC_ROLES),
    permanentOffer: mentions(facts, OFFERS),
    majorAwardWon: awardIn(sentences, MAJOR_AWARDS, WON),
    majorArtsAward: awardIn(sentences, MAJOR_ARTS_AWARDS, NOMINATED),
    majorArtsAwardWon: awardIn(sentences, MAJOR_ARTS_AWARDS, WON),
    citations,
  };
}


/** A short quote of the sentence that best shows a criterion, centred on its first keyword. */
export function firstHitQuote(s: CriterionSignal): string {
  if (!s.quote) return '';
  return quote(s.quote, 16, firstHit(s.quote, s.quoteTerms));
}
