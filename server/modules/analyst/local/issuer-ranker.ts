/**
 * The learned issuer (decision 094): a small logistic ranker over the names a document could have been issued by
 * (issuer-candidates.ts), fitted on the tuned sets' labels (bench/analyst/fit-issuer.ts). It overrules the hand rules
 * only where they found nothing, or where it prefers another name to theirs by at least the model's margin.
 */
import type { Fact, FactKind } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { candidateFact, issuerCandidates, issuerFeatures, type IssuerCandidate, type IssuerFeatures } from './issuer-candidates';

export type IssuerModel = {
  weights: Record<string, number>;
  /** How much more likely than the hand's answer another name must be to replace it (1 or more: never). */
  margin: number;
  /** How likely a name must be to stand where the hand rules found none (1 or more: never). */
  fill: number;
};

export type DescribedIssuer = { candidate: IssuerCandidate; features: IssuerFeatures };
export type RankedIssuer = DescribedIssuer & { probability: number };

const score = (weights: Record<string, number>, features: IssuerFeatures) => Object.entries(features).reduce((sum, [name, v]) => sum + (weights[name] ?? 0) * v, 0);

/** Every candidate issuer of the document, described. */
export function describeIssuers(kind: FactKind, sentences: readonly PagedSentence[], text: string, hand: Fact | null): DescribedIssuer[] {
  const candidates = issuerCandidates(sentences, hand);
  const doc = { kind, text, sentences: sentences.filter((s) => !s.inReferences).length, hand };
  return candidates.map((candidate) => ({ candidate, features: issuerFeatures(candidate, candidates, doc) }));
}

/** The candidates with their probabilities under the model, most likely first (ties: the earlier candidate). */
export function rankIssuers(model: Pick<IssuerModel, 'weights'>, described: readonly DescribedIssuer[]): RankedIssuer[] {
  const scores = described.map((d) => score(model.weights, d.features));
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const z = exp.reduce((a, b) => a + b, 0);
  return described.map((d, i) => ({ ...d, probability: exp[i]! / z })).sort((a, b) => b.probability - a.probability);
}

/** The issuer after the model has read the document: the hand rules' answer unless the model is sure enough of another. */
export function chooseIssuer(model: IssuerModel | null, kind: FactKind, sentences: readonly PagedSentence[], text: string, hand: Fact | null): Fact | null {
  if (!model || kind === 'cv') return hand;
  // Probabilities differ by at most 1: a margin above it never overrules an answer, so nothing need be ranked.
  if (hand && model.margin > 1) return hand;
  const top = overrule(model, rankIssuers(model, describeIssuers(kind, sentences, text, hand)), hand !== null);
  return top ? candidateFact(top.candidate) : hand;
}

/** The candidate that replaces the hand's answer, if any: the first, where the hand found nothing or by the margin. */
export function overrule(model: Pick<IssuerModel, 'margin' | 'fill'>, ranked: readonly RankedIssuer[], handFound: boolean): RankedIssuer | null {
  const top = ranked[0];
  if (!top || top.candidate.sources.has('hand')) return null;
  if (!handFound) return top.probability >= model.fill ? top : null;
  const handP = ranked.find((r) => r.candidate.sources.has('hand'))?.probability ?? 0;
  return top.probability - handP >= model.margin ? top : null;
}
