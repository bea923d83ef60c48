/**
 * The learned title in use (decision 096): title-ranker.json, fitted on the tuned sets' title labels
 * (bench/analyst/fit-title.ts --write), read beside the hand rules' title. The bench swaps it out to measure them.
 */
import type { FactKind } from '../../../../src/contract/fact-sheet';
import { chooseTitle, type TitleModel } from './title-ranker';
import type { TitleDoc } from './title-candidates';
import fitted from './title-ranker.json';

export const LEARNED_TITLE = fitted as TitleModel;

let model: TitleModel | null = LEARNED_TITLE;

/** Which title decides: a fitted ranker beside the hand rules, or null for the hand rules alone. */
export function useTitleModel(next: TitleModel | null): void {
  model = next;
}

export const learnedTitle = (kind: FactKind, text: string, doc: Omit<TitleDoc, 'kind'>): string => chooseTitle(model, kind, text, doc);
