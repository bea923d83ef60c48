/**
 * Deciding what a document is. General kinds are checked before criteria
 * because their own wording is unmistakable (a passport, a CV's sections, a
 * letter that recommends) while the achievements they mention would otherwise
 * pull them into a criterion: a CV lists awards but is not award evidence.
 */
import type { VisaType } from '../../../src/contract/visa';
import { generalVocab } from './general';
import { stems, words } from './text';
import { countTerms, matchText, mentions, ownerMatches, textFacts, visaVocab, type OwnerMatch, type TextFacts } from './vocab';

/** Below this a criterion is not claimed (about one specific keyword). */
export const CLAIM = 0.3;

const LETTER_MARKERS = ['recommend', 'recommendation', 'letter of support', 'in support of', 'i have known', 'to whom it may concern', 'without reservation', 'support the petition', 'support her petition', 'support his petition', 'support their petition'];
const CV_HEADINGS = /^\s*(education|experience|work experience|professional experience|employment|skills|publications|selected publications|awards|honou?rs|languages|research interests|teaching|references)\s*:?\s*$/gim;

export type Classification = {
  category: string;
  /** The best criterion match, even when the category is general. */
  best: OwnerMatch | undefined;
  /** Criteria the document speaks to, strongest first. */
  criteria: OwnerMatch[];
  facts: TextFacts;
};

/** UK lists the CV and letters as criteria, so the general kinds map onto them there. */
function generalFor(visaType: VisaType, category: 'cv_resume' | 'recommendation_letter'): string {
  if (visaType !== 'UK_GLOBAL_TALENT') return category;
  return category === 'cv_resume' ? 'uk_cv' : 'uk_recommendation_letters';
}

export function classify(visaType: VisaType, fileName: string, text: string): Classification {
  // The file name counts twice: people name files after what they are ('award_letter.pdf').
  const name = fileName.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_\-.]+/g, ' ');
  const body = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const tokens = [...stems(name), ...stems(name), ...stems(body)];
  const vocab = visaVocab(visaType);
  const criteria = ownerMatches(vocab, countTerms(vocab, tokens)).filter((m) => m.signal >= CLAIM).sort((a, b) => b.signal - a.signal);
  const best = criteria[0];
  const general = matchText(generalVocab(), `${name} ${name} ${body}`);
  const g = (id: string) => general.find((m) => m.id === id)?.signal ?? 0;
  const facts = textFacts(`${name} ${body}`);
  const head = body.slice(0, 600);
  const nameWords = new Set(words(name));

  let category = best ? best.id : 'other';
  const isIdentity = g('identity') >= 0.5 && g('identity') > (best?.signal ?? 0) - 0.1;
  const isLetter = g('recommendation_letter') >= 0.45 && mentions(facts, LETTER_MARKERS) !== undefined;
  const headings = new Set([...body.matchAll(CV_HEADINGS)].map((m) => (m[1] ?? '').toLowerCase())).size;
  const namedCv = ['cv', 'resume', 'curriculum', 'vitae'].some((w) => nameWords.has(w)) || /curriculum vitae|\bresume\b|\bcv\b/i.test(head);
  const isCv = (namedCv && g('cv_resume') >= 0.3) || headings >= 3;

  if (isIdentity) category = 'identity';
  else if (isLetter) category = generalFor(visaType, 'recommendation_letter');
  else if (isCv) category = generalFor(visaType, 'cv_resume');

  // A general category that is a criterion (UK) leads the list it supports.
  const ordered = criteria.filter((m) => m.id !== category);
  const own = criteria.find((m) => m.id === category) ?? (category.startsWith('uk_') ? { id: category, weight: 0, signal: 0, matched: [] } : undefined);
  return { category, best, criteria: own ? [own, ...ordered] : ordered, facts };
}
