/**
 * Keyword matching against the catalogue's vocabularies. A vocabulary groups
 * several "owners" (the criteria of one visa, or the general categories) and
 * is scanned in one pass per text. A term shared by several owners is worth
 * less to each (1/n), so 'review' says little when two criteria use it, and a
 * phrase is worth more than a single word because it is more specific.
 */
import { criteriaFor } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import { saturate, stems } from './text';

type Term = { text: string; stems: string[]; owners: number[]; weight: number };

export type Vocab = {
  ownerIds: string[];
  terms: Term[];
  single: Map<string, number>;
  starts: Map<string, number[]>;
};

export function compileVocab(owners: Array<{ id: string; keywords: string[] }>): Vocab {
  const byKey = new Map<string, Term>();
  owners.forEach((owner, index) => {
    for (const keyword of owner.keywords) {
      const s = stems(keyword);
      if (s.length === 0) continue;
      const key = s.join(' ');
      const term = byKey.get(key) ?? { text: keyword, stems: s, owners: [], weight: 0 };
      if (!term.owners.includes(index)) term.owners.push(index);
      byKey.set(key, term);
    }
  });
  const terms = [...byKey.values()];
  const single = new Map<string, number>();
  const starts = new Map<string, number[]>();
  terms.forEach((term, i) => {
    term.weight = (term.stems.length > 1 ? 1.5 : 1) / term.owners.length;
    const first = term.stems[0] as string;
    if (term.stems.length === 1) single.set(first, i);
    else starts.set(first, [...(starts.get(first) ?? []), i]);
  });
  return { ownerIds: owners.map((o) => o.id), terms, single, starts };
}

/** Occurrences of each term in a stemmed token sequence. */
export function countTerms(vocab: Vocab, tokens: string[]): Uint32Array {
  const counts = new Uint32Array(vocab.terms.length);
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as string;
    const one = vocab.single.get(tok);
    if (one !== undefined) counts[one]! += 1;
    const multi = vocab.starts.get(tok);
    if (!multi) continue;
    for (const ti of multi) {
      const ts = (vocab.terms[ti] as Term).stems;
      let ok = true;
      for (let k = 1; k < ts.length && ok; k++) ok = tokens[i + k] === ts[k];
      if (ok) counts[ti]! += 1;
    }
  }
  return counts;
}

export type OwnerMatch = { id: string; weight: number; signal: number; matched: string[] };

/** Signal scale: about two distinct keywords give 0.5, the point we call a match. */
const SIGNAL_SCALE = 2.8;

/** Per owner: weighted hits (repeats count with diminishing returns) and the keywords found. */
export function ownerMatches(vocab: Vocab, counts: Uint32Array): OwnerMatch[] {
  const out = vocab.ownerIds.map((id) => ({ id, weight: 0, signal: 0, matched: [] as string[] }));
  counts.forEach((count, ti) => {
    if (count === 0) return;
    const term = vocab.terms[ti] as Term;
    const value = term.weight * (1 + 0.5 * Math.log(count));
    for (const o of term.owners) {
      const m = out[o]!;
      m.weight += value;
      m.matched.push(term.text);
    }
  });
  for (const m of out) m.signal = saturate(m.weight, SIGNAL_SCALE);
  return out;
}

export function matchText(vocab: Vocab, text: string): OwnerMatch[] {
  return ownerMatches(vocab, countTerms(vocab, stems(text)));
}

const visaVocabs = new Map<VisaType, Vocab>();

/** The compiled vocabulary of one visa's criteria (owner i = criteriaFor(visa)[i]). */
export function visaVocab(visaType: VisaType): Vocab {
  let v = visaVocabs.get(visaType);
  if (!v) {
    v = compileVocab(criteriaFor(visaType));
    visaVocabs.set(visaType, v);
  }
  return v;
}

/** A text prepared for quick "does it mention X" checks. */
export type TextFacts = { set: Set<string>; joined: string };

export function textFacts(text: string): TextFacts {
  const s = stems(text);
  return { set: new Set(s), joined: ` ${s.join(' ')} ` };
}

export function mentions(facts: TextFacts, wordsOrPhrases: string[]): string | undefined {
  for (const w of wordsOrPhrases) {
    const s = stems(w);
    if (s.length === 1 ? facts.set.has(s[0] as string) : s.length > 1 && facts.joined.includes(` ${s.join(' ')} `)) return w;
  }
  return undefined;
}
