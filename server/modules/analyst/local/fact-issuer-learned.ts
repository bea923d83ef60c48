/**
 * The learned issuer in use (decision 094): issuer-ranker.json, fitted on the tuned sets' issuer labels
 * (bench/analyst/fit-issuer.ts --write), read beside the hand rules' answer. The bench swaps it out to measure them.
 */
import type { Fact, FactKind } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { chooseIssuer, type IssuerModel } from './issuer-ranker';
import fitted from './issuer-ranker.json';

export const LEARNED_ISSUER = fitted as IssuerModel;

let model: IssuerModel | null = LEARNED_ISSUER;

/** Which issuer decides: a fitted ranker beside the hand rules, or null for the hand rules alone. */
export function useIssuerModel(next: IssuerModel | null): void {
  model = next;
}

export const learnedIssuer = (kind: FactKind, sentences: readonly PagedSentence[], text: string, hand: Fact | null): Fact | null => chooseIssuer(model, kind, sentences, text, hand);
