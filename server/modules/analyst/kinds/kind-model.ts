/**
 * A fitted kind recogniser (decision 080): a multinomial logistic regression over the features of
 * features.ts. Its weights are data, fitted by bench/analyst/fit-kinds.ts on the tuned sets; the kind
 * specs stay the one place a kind's cues are declared.
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import type { Features } from './features';
import { addWeighted, mostProbable } from './linear-scores';

export type KindModel = {
  /** The kinds it chooses between, 'other' among them: the order of every weight row. */
  classes: readonly DocumentKind[];
  bias: readonly number[];
  /** How much each of a kind's own spec readings counts for it (specPrior): the fit corrects that where the data disagrees. */
  priorScale: number;
  /** Per feature name, one weight per class; a feature the model does not know weighs nothing. */
  weights: Readonly<Record<string, readonly number[]>>;
};

/**
 * Per class, how many of its own spec's readings fired (its cues, its file name, a CV's sections): what the
 * spec declares, without the hand weights. A kind the data has no example of is still read by its cues.
 */
export function specPrior(classes: readonly DocumentKind[], features: Features): number[] {
  const sums = new Map<string, number>();
  for (const [name, value] of Object.entries(features)) {
    const kind = /^([a-z_]+): /.exec(name)?.[1];
    if (kind) sums.set(kind, (sums.get(kind) ?? 0) + value);
  }
  return classes.map((kind) => sums.get(kind) ?? 0);
}

type ModelReading = { kind: DocumentKind; probability: number; cues: string[] };

/** Each class's score: its own spec's readings counted and scaled, plus its bias and every feature, weighed. */
function classScores(model: KindModel, features: Features): number[] {
  const prior = specPrior(model.classes, features);
  const scores = model.bias.map((b, c) => b + model.priorScale * prior[c]!);
  addWeighted(scores, model.weights, features);
  return scores;
}

/** The most probable kind, with the features that spoke most for it (as the hand weights name their cues). */
export function readKind(model: KindModel, features: Features): ModelReading {
  const { best, probability } = mostProbable(classScores(model, features));
  const cues = Object.entries(features)
    .map(([name, value]) => [name, (model.weights[name]?.[best] ?? 0) * value] as const)
    .filter(([, w]) => w > 0.25)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name.replace(/^[a-z_]+: /, ''));
  return { kind: model.classes[best]!, probability, cues };
}
