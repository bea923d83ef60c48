import type { DocumentKind } from '../../../src/contract/categories';
import type { Gen, Opt } from './gen';
import { PEOPLE, type PersonKey } from './people';
import { categoryId, rngFor, type BenchVisa, type CategoryKey, type CorpusDoc, type Format } from './types';

/** Per-document options: the variant, the trap (its description is the label's `distractor`), fixed facts. */
/** `note` labels a distractor the generator always writes (no trap switch needed). */
export type Extra = Partial<Pick<Opt, 'date' | 'by' | 'ref' | 'amount'>> & { n?: number; trap?: string; note?: string };

export type Spec = {
  visa: BenchVisa;
  cat: CategoryKey;
  kind: DocumentKind;
  who: PersonKey;
  gen: Gen;
  format: Format;
  fileName: string;
  extra: Extra;
};

/** One planned document (see plan-*.ts). */
export const doc = (visa: BenchVisa, cat: CategoryKey, kind: DocumentKind, who: PersonKey, gen: Gen, format: Format, fileName: string, extra: Extra = {}): Spec => ({ visa, cat, kind, who, gen, format, fileName, extra });

/** Renders the plan into labelled documents; ids are per visa in plan order ('eb-01', 'o1-07'). */
export function realise(specs: Spec[]): CorpusDoc[] {
  const count: Record<string, number> = {};
  return specs.map((s) => {
    const prefix = s.visa === 'EB-1A' ? 'eb' : 'o1';
    count[prefix] = (count[prefix] ?? 0) + 1;
    const id = `${prefix}-${String(count[prefix]).padStart(2, '0')}`;
    const { n = 0, trap, note, ...facts } = s.extra;
    const paragraphs = s.gen(PEOPLE[s.who], { n, trap: Boolean(trap), r: rngFor(`${id}:${s.fileName}`), ...facts });
    return {
      id,
      fileName: s.fileName,
      format: s.format,
      visa: s.visa,
      expectedCategory: categoryId(s.cat, s.visa),
      kind: s.kind,
      applicant: PEOPLE[s.who].name,
      ...(trap || note ? { distractor: trap ?? note } : {}),
      paragraphs,
    };
  });
}
