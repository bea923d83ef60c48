import { expect } from 'vitest';
import { criteriaFor, VISA_RULES } from '../../src/contract/criteria';
import type { RecommendedVisa, ScreeningResult } from '../../src/contract/screening';
import type { VisaType } from '../../src/contract/visa';

// Reading a screening the way a careful reader checks it: what it quotes, and
// whether each 'N of the M criteria' matches the criteria the sentence names.

export function prose(r: ScreeningResult): string[] {
  return [r.analysis, ...r.recommendedVisas.map((v) => v.reasoning), ...r.strengths, ...r.recommendations];
}

export function visaOf(r: ScreeningResult, type: VisaType): RecommendedVisa {
  const v = r.recommendedVisas.find((x) => x.type === type);
  if (!v) throw new Error(`no ${type} in the screening`);
  return v;
}

/** The texts between “ and ”. */
export function quotesIn(text: string): string[] {
  return [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1]!);
}

/** Sentences with quotations blanked out (a quoted full stop does not end the screening's sentence). */
function sentencesOf(text: string): string[] {
  return text
    .replace(/“[^”]*”/g, '“…”')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
}

/** Catalogue titles named in a sentence, longest first so 'Critical Role' is not found inside a longer title. */
function titlesIn(sentence: string, visa: VisaType): string[] {
  let rest = sentence;
  const found: string[] = [];
  for (const title of criteriaFor(visa).map((c) => c.title).sort((a, b) => b.length - a.length)) {
    if (!rest.includes(title)) continue;
    found.push(title);
    rest = rest.split(title).join(' ');
  }
  return found;
}

/** The criteria a visa's reasoning names as met. */
export function metTitles(reasoning: string, visa: VisaType): string[] {
  const sentence = sentencesOf(reasoning).find((s) => /evidence for \d+ of the \d+/.test(s));
  return sentence ? titlesIn(sentence, visa) : [];
}

/**
 * Every 'N of the M' says M = the visa's number of criteria and N = the criteria
 * the same sentence names; every 'at least R of its M' states the visa's threshold.
 * With allNamed, met and 'Not yet shown' together name each criterion once (letters aside).
 */
export function checkCounts(text: string, visa: VisaType, { allNamed }: { allNamed: boolean }): void {
  const rule = VISA_RULES[visa].threshold;
  let named = 0;
  let unmet: string[] = [];
  let met: string[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const m of sentence.matchAll(/(\d+) of (the|its) (\d+)/g)) {
      expect(Number(m[3]), `“${sentence}” (${visa})`).toBe(rule.of);
      if (m[2] === 'its') expect(Number(m[1]), `“${sentence}” (${visa})`).toBe(rule.required);
      else {
        met = titlesIn(sentence, visa);
        expect(met.length, `“${sentence}” names ${met.join(', ')}`).toBe(Number(m[1]));
        named += 1;
      }
    }
    const none = /any of the (\d+)/.exec(sentence);
    if (none) {
      expect(Number(none[1]), `“${sentence}” (${visa})`).toBe(rule.of);
      expect(titlesIn(sentence, visa)).toEqual([]);
      named += 1;
    }
    if (sentence.startsWith('Not yet shown:')) unmet = titlesIn(sentence, visa);
  }
  expect(named, `one count of met criteria in: ${text}`).toBe(1);
  if (allNamed) {
    const expected = criteriaFor(visa).map((c) => c.title).filter((t) => !t.startsWith('Recommendation Letters'));
    expect([...met, ...unmet].sort()).toEqual(expected.sort());
  }
}
