/**
 * The record as a drafter reads it: for each exhibit, its facts (the fact sheet first, counsel-facts.ts)
 * and the whole sentences that can be quoted from it verbatim, each with its page. Statements and final
 * merits build only from these, so every quotation and every fact they state is in the exhibit they
 * cite, on the page they cite.
 */
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { counselFacts, type CounselFacts, type Quote } from './counsel-facts';

export type ExhibitRecord = {
  evidence: EvidenceForAnalysis;
  number: number;
  facts: CounselFacts;
  /** Whole sentences fit to quote, with their pages. */
  sentences: Quote[];
  /** Whether the exhibit records someone else's achievement: its subject is named and is not the applicant. */
  aboutSomeoneElse: boolean;
};

export function readRecord(evidence: EvidenceForAnalysis[], applicantName: string): ExhibitRecord[] {
  return evidence.map((e) => {
    const facts = counselFacts(e, applicantName);
    return { evidence: e, number: e.evidenceNumber, facts, sentences: facts.quotes, aboutSomeoneElse: facts.subject?.isApplicant === false };
  });
}

/** Sentences that give the kind of fact an argument needs, each with its exhibit and page. */
export type Finding = { number: number; sentence: string; page: number };

export const SIGNALS = {
  selectivity: /\b(selected (by [^.]{0,40} )?from|chosen (by [^.]{0,40} )?from|small group|out of \d|among \d|one of (only )?\d|fewer than|only \d|top \d+\s?%|acceptance rate|\d[\d,]* (nominations|nominees|submissions|submitted papers|applicants|entrants|entries|candidates|papers)|competitive|by invitation|requires? (outstanding|extraordinary|distinguished)|no more than [\d.]+ ?(percent|%))\b/i,
  // Lower case only: 'International Conference on …' names a body, it does not say the work reached abroad.
  reach: /\b((inter)?national(ly)?|[Ww]orldwide|[Gg]lobal(ly)?|countries|circulation|readers(hip)?|audience|subscribers|viewers|visitors|across the (country|world))\b/,
  // A comparison ranks the person or the work among others: 'among the most important', 'one of the few',
  // 'above the 90th percentile'. 'First' or 'best' alone is a paper's list of steps or a prize's name.
  comparison: /\b(percentile|above the (median|average|market)|among the (most|best|top|few|leading|foremost)|one of the (most|few|best|leading|top|foremost)|more than any|foremost|the (leading|top) (expert|researcher|scientist|engineer|figure|authority|voice)s?|(most|highly) (influential|important|cited|significant)|best-known|the only (one|person|researcher|option|system|method)|top \d+(\.\d+)?\s?(%|percent)|times the (median|90th percentile|average))\b/i,
  impact: /\b(cited|citations?|adopted|used by|downloads|users|customers|licensed|deployed|de facto standard|widely)\b/i,
} as const;

export function findings(records: ExhibitRecord[], signal: RegExp, limit: number, exclude: Set<string> = new Set()): Finding[] {
  const out: Finding[] = [];
  for (const r of records) {
    const found = r.sentences.find((s) => signal.test(s.text) && !exclude.has(s.text));
    if (found) out.push({ number: r.number, sentence: found.text, page: found.page });
    if (out.length >= limit) break;
  }
  return out;
}
