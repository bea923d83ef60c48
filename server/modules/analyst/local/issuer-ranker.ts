/**
 * The learned issuer (decision 094): a small logistic ranker over the names a document could have been issued by
 * (issuer-candidates.ts), fitted on the tuned sets' labels (bench/analyst/fit-issuer.ts). It overrules the hand rules
 * only where they found nothing, or where it prefers another name to theirs by at least the model's margin.
 */
import type { Fact, FactKind } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { overruleHand, rankCandidates, type BlendPolicy, type Described, type Ranked } from './candidate-ranking';
import { candidateFact, issuerCandidates, issuerFeatures, type IssuerCandidate } from './issuer-candidates';

export type IssuerModel = BlendPolicy & { weights: Record<string, number> };

type DescribedIssuer = Described<IssuerCandidate>;
export type RankedIssuer = Ranked<IssuerCandidate>;

/** Every candidate issuer of the document, described. */
export function describeIssuers(kind: FactKind, sentences: readonly PagedSentence[], text: string, hand: Fact | null): DescribedIssuer[] {
  const candidates = issuerCandidates(sentences, hand);
  const doc = { kind, text, sentences: sentences.filter((s) => !s.inReferences).length, hand };
  return candidates.map((candidate) => ({ candidate, features: issuerFeatures(candidate, candidates, doc) }));
}

/** The candidates with their probabilities under the model, most likely first (ties: the earlier candidate). */
export const rankIssuers = (model: Pick<IssuerModel, 'weights'>, described: readonly DescribedIssuer[]): RankedIssuer[] => rankCandidates(model.weights, described);

/** The issuer after the model has read the document: the hand rules' answer unless the model is sure enough of another. */
export function chooseIssuer(model: IssuerModel | null, kind: FactKind, sentences: readonly PagedSentence[], text: string, hand: Fact | null): Fact | null {
  if (!model || kind === 'cv') return hand;
  // Probabilities differ by at most 1: a margin above it never overrules an answer, so nothing need be ranked.
  if (hand && model.margin > 1) return hand;
  const top = overrule(model, rankIssuers(model, describeIssuers(kind, sentences, text, hand)), hand !== null);
  return top ? candidateFact(top.candidate) : hand;
}

/** The candidate that replaces the hand's answer, if any: the first, where the hand found nothing or by the margin. */
export const overrule = (model: BlendPolicy, ranked: readonly RankedIssuer[], handFound: boolean): RankedIssuer | null => overruleHand(model, ranked, handFound);
