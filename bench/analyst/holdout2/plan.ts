/**
 * The second held-out set: written apart from the tuning corpus and the first held-out set,
 * and never tuned on. Ids are 'h2eb-01' and 'h2o1-01' in the order the documents are listed.
 */
import { categoryId, type BenchVisa, type CorpusDoc } from '../corpus/types';
import type { H2Doc } from './doc';
import { EB1A_A } from './eb1a-a';
import { EB1A_B } from './eb1a-b';
import { EB1A_C } from './eb1a-c';
import { O1A_A } from './o1a-a';
import { O1A_B } from './o1a-b';

function label(visa: BenchVisa, prefix: string, docs: H2Doc[]): CorpusDoc[] {
  return docs.map((d, i) => ({
    id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    fileName: d.fileName,
    format: d.format,
    visa,
    expectedCategory: categoryId(d.cat, visa),
    kind: d.kind,
    ...(d.trap ? { distractor: d.trap } : {}),
    paragraphs: d.p,
  }));
}

export function buildHoldout2(): CorpusDoc[] {
  return [...label('EB-1A', 'h2eb', [...EB1A_A, ...EB1A_B, ...EB1A_C]), ...label('O-1A', 'h2o1', [...O1A_A, ...O1A_B])];
}
