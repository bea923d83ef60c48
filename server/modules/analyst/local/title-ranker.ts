/**
 * The learned title (decision 096): a small logistic ranker over the lines a document could be listed by
 * (title-candidates.ts), fitted on the tuned sets' title labels (bench/analyst/fit-title.ts). It overrules the hand
 * rules' title only where it prefers a line to theirs by at least the model's margin, and then leads with that line,
 * as an exhibit list names an article by its headline and then its masthead.
 */
import type { FactKind } from '../../../../src/contract/fact-sheet';
import { cutAtWord, EXHIBIT_TITLE_TARGET } from '../exhibit-title';
import { overruleHand, rankCandidates, type Described, type Ranked } from './candidate-ranking';
import { plainWords, titleCandidates, titleFeatures, type TitleCandidate, type TitleDoc } from './title-candidates';

/** The hand title always says something, so only the margin matters. */
export type TitleModel = { weights: Record<string, number>; margin: number };
type RankedTitle = Ranked<TitleCandidate>;

/** Every candidate title of the document, described. */
export function describeTitles(text: string, doc: TitleDoc): Array<Described<TitleCandidate>> {
  return titleCandidates(text, doc.hand).map((candidate) => ({ candidate, features: titleFeatures(candidate, text, doc) }));
}

export const rankTitles = (weights: Record<string, number>, described: ReadonlyArray<Described<TitleCandidate>>): RankedTitle[] => rankCandidates(weights, described);

/** The line the model prefers to the hand's title by the margin, or null. */
export const overruleTitle = (margin: number, ranked: readonly RankedTitle[]): RankedTitle | null => overruleHand({ margin, fill: 1.01 }, ranked, true);

/** The title with the chosen line: the line, then the hand's title (its issuer and date), unless the hand's title holds it. */
export function titleWith(line: string, hand: string): string {
  const have = new Set(plainWords(hand));
  if (plainWords(line).every((w) => have.has(w))) return hand;
  // What the document is stays first where the hand's title leads with it ('Shortlist: …', fact-title.ts); then the
  // line, whole up to two thirds of the room; the rest of the hand's title in what is left.
  const what = /^([^:]{2,30}): /.exec(hand)?.[1];
  const label = what && what.split(/\s+/).length <= 3 ? `${what}: ` : '';
  const first = `${label}${cutAtWord(line.replace(/[\s.:;,]+$/, ''), Math.round((EXHIBIT_TITLE_TARGET * 2) / 3))}`;
  return `${first}: ${cutAtWord(hand.slice(label.length), EXHIBIT_TITLE_TARGET - first.length - 2)}`;
}

/** The title after the model has read the document: the hand rules' title unless the model is sure enough of a line. */
export function chooseTitle(model: TitleModel | null, kind: FactKind, text: string, doc: Omit<TitleDoc, 'kind'>): string {
  if (!model || kind === 'cv' || model.margin > 1) return doc.hand;
  const top = overruleTitle(model.margin, rankTitles(model.weights, describeTitles(text, { ...doc, kind })));
  return top ? titleWith(top.candidate.value, doc.hand) : doc.hand;
}
