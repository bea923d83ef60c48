/**
 * No structure clear enough to name a kind (an adoption letter, an organisation chart, a salary survey):
 * its words decide what it proves, or it is routine and proves nothing (classify.ts).
 */
import { everywhere, type KindSpec } from './spec';

export const other: KindSpec = {
  cues: [],
  facts: { subject: null, states: [] },
  proves: everywhere(null),
};
