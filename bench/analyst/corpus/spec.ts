import type { DocumentKind } from '../../../src/contract/categories';
import type { Gen, Opt } from './gen';
import { PEOPLE, type Person, type PersonKey } from './people';
import { categoryId, rngFor, type BenchVisa, type CategoryKey, type CorpusDoc, type Format } from './types';

/** Per-document options: the variant, the trap (its description is the label's `distractor`), fixed facts. */
/** `note` labels a distractor the generator always writes (no trap switch needed). */
export type Extra = Partial<Pick<Opt, 'date' | 'by' | 'ref' | 'amount'>> & { n?: number; trap?: string; note?: string };

export type Spec = {
  visa: BenchVisa;
  cat: CategoryKey;
  kind: DocumentKind;
  /** A person of people.ts by key, or one given whole (people-stage.ts). */
  who: PersonKey | Person;
  gen: Gen;
  format: Format;
  fileName: string;
  extra: Extra;
};

/** One planned document (see plan-*.ts). */
export const doc = (visa: BenchVisa, cat: CategoryKey, kind: DocumentKind, who: PersonKey | Person, gen: Gen, format: Format, fileName: string, extra: Extra = {}): Spec => ({ visa, cat, kind, who, gen, format, fileName, extra });

const PREFIX: Record<BenchVisa, string> = { 'EB-1A': 'eb', 'O-1A': 'o1', 'O-1B': 'ob', UK_GLOBAL_TALENT: 'uk' };

/** Renders the plan into labelled documents; ids are per visa in plan order ('eb-01', 'o1-07', 'ob-03', 'uk-12'). */
export function realise(specs: Spec[]): CorpusDoc[] {
  const count: Record<string, number> = {};
  return specs.map((s) => {
    const prefix = PREFIX[s.visa];
    count[prefix] = (count[prefix] ?? 0) + 1;
    const id = `${prefix}-${String(count[prefix]).padStart(2, '0')}`;
    const { n = 0, trap, note, ...facts } = s.extra;
    const paragraphs = s.gen(typeof s.who === 'string' ? PEOPLE[s.who] : s.who, { n, trap: Boolean(trap), r: rngFor(`${id}:${s.fileName}`), ...facts });
    return {
      id,
      fileName: s.fileName,
      format: s.format,
      visa: s.visa,
      expectedCategory: categoryId(s.cat, s.visa),
      kind: s.kind,
      applicant: (typeof s.who === 'string' ? PEOPLE[s.who] : s.who).name,
      ...(trap || note ? { distractor: trap ?? note } : {}),
      paragraphs,
    };
  });
}
