/**
 * The labelled corpus: every document is generated from code (no network, no downloads) and
 * is the same on every run. See bench/analyst/README.md for how labels are defined.
 */
import { EB1A_PLAN } from './plan-eb1a';
import { O1A_PLAN } from './plan-o1a';
import { O1B_PLAN } from './plan-o1b';
import { UK_PLAN } from './plan-uk';
import { realise } from './spec';
import type { CorpusDoc } from './types';

export { CHAT_PETITION_SIZE } from './plan-eb1a';
export { renderDoc } from './render';
export * from './types';

export function buildCorpus(): CorpusDoc[] {
  return [...realise(EB1A_PLAN), ...realise(O1A_PLAN), ...realise(O1B_PLAN), ...realise(UK_PLAN)];
}
