/**
 * The record as a drafter reads it: for each exhibit, what it is, its own date
 * and the whole sentences that can be quoted from it verbatim. Statements and
 * final merits build only from these, so every quotation and every fact they
 * state is in the exhibit they cite.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/contract/categories';
import type { EvidenceForAnalysis } from '../analyst';
import { quotable } from './evidence';
import { recogniseKind } from '../../../modules/analyst/kinds';
import { sentencesOf } from './nlp';
import { asQuoted, ownText } from './text';

/** Exhibits are read up to this size for quoting: the key sentences of a letter or article come early. */
const MAX_CHARS = 20_000;

export type ExhibitRecord = {
  evidence: EvidenceForAnalysis;
  number: number;
  kind: DocumentKind;
  /** Whole sentences, whitespace collapsed, fit to quote. */
  sentences: string[];
  /** The years of the document's own dates (not of its reference list). */
  years: number[];
};

export { ownText } from './text';

const FULL_DATE = /\b(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+\d{1,2},?\s+((?:19|20)\d{2})|\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+((?:19|20)\d{2})|((?:19|20)\d{2})-\d{2}-\d{2})\b/g;

/** The document's own dates: full dates anywhere in its own text, else the years in its opening lines. */
function documentYears(text: string): number[] {
  const own = ownText(text);
  const full = [...own.matchAll(FULL_DATE)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
  const years = full.length > 0 ? full : [...own.slice(0, 400).matchAll(/\b((?:19|20)\d{2})\b/g)].map((m) => Number(m[1]));
  const thisYear = new Date().getUTCFullYear();
  return [...new Set(years.filter((y) => y >= 1950 && y <= thisYear + 1))].sort((a, b) => a - b);
}


function kindOf(e: EvidenceForAnalysis): DocumentKind {
  if (e.kind && (DOCUMENT_KINDS as readonly string[]).includes(e.kind)) return e.kind as DocumentKind;
  return recogniseKind(e.fileName, e.text).kind;
}

export function readRecord(evidence: EvidenceForAnalysis[]): ExhibitRecord[] {
  return evidence.map((e) => {
    const own = ownText(e.text.length > MAX_CHARS ? e.text.slice(0, MAX_CHARS) : e.text);
    const sentences = [...new Set(sentencesOf(own).map(asQuoted).filter(quotable))];
    return { evidence: e, number: e.evidenceNumber, kind: kindOf(e), sentences, years: documentYears(e.text) };
  });
}


/** Sentences that give the kind of fact an argument needs, each with its exhibit. */
export type Finding = { number: number; sentence: string };

export const SIGNALS = {
  selectivity: /\b(selected (by [^.]{0,40} )?from|chosen (by [^.]{0,40} )?from|small group|out of \d|among \d|one of (only )?\d|fewer than|only \d|top \d+\s?%|acceptance rate|\d[\d,]* (nominations|nominees|submissions|submitted papers|applicants|entrants|entries|candidates|papers)|competitive|by invitation|requires? (outstanding|extraordinary|distinguished))\b/i,
  reach: /\b(national(ly)?|international(ly)?|worldwide|global(ly)?|countries|circulation|readers(hip)?|audience|subscribers|viewers|visitors|across the (country|world))\b/i,
  comparison: /\b(percentile|above the (median|average|market)|highest|leading|top|best|first|only|renowned|foremost|pioneer(ing)?|among the (most|best|top|few)|more than any|record)\b/i,
  impact: /\b(cited|citations?|adopted|used by|downloads|users|customers|licensed|deployed|standard|widely)\b/i,
} as const;

export function findings(records: ExhibitRecord[], signal: RegExp, limit: number, exclude: Set<string> = new Set()): Finding[] {
  const out: Finding[] = [];
  for (const r of records) {
    const sentence = r.sentences.find((s) => signal.test(s) && !exclude.has(s));
    if (sentence) out.push({ number: r.number, sentence });
    if (out.length >= limit) break;
  }
  return out;
}
