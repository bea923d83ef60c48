/**
 * Fits the kind recogniser's weights on the tuned sets and measures how they generalise (decision 080).
 * Usage: npx tsx bench/analyst/fit-kinds.ts --cv      leave-one-set-out: per tuned set, the hand weights and the
 *                                                      weights fitted without it, kind and category through analyseEvidence
 *        npx tsx bench/analyst/fit-kinds.ts --train corpus,judgement --test holdout9
 *                                                      a time split: fit on the sets named, score the others named
 *        [--cache FILE]  keep the extracted texts in FILE between runs; [--quick] the recogniser's kind alone (no analysis);
 *        [--l2 0.0003] [--epochs 2000] [--judgement-weight 3]  the fit's settings (bench/analyst/fit/softmax.ts)
 */
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import { kindFeatures } from '../../server/modules/analyst/kinds/features';
import type { KindModel } from '../../server/modules/analyst/kinds/kind-model';
import { recogniseKind, useKindModel } from '../../server/modules/analyst/kinds/recognise';
import { DOCUMENT_KINDS } from '../../src/contract/categories';
import { terminateOcr } from '../../server/platform/extract/index';
import { DEFAULT_FIT, fitSoftmax, type Example } from './fit/softmax';
import { loadTunedSets, targetKind, type TunedDoc } from './fit/tuned-sets';
import { pct, table } from './print';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** The judgement cases (whose achievement a document records) are the hardest and the CI gate's: they count this many times. */
const JUDGEMENT_WEIGHT = Number(option('--judgement-weight') ?? 3);

type Scored = { kind: boolean; category: boolean };

const examplesOf = (docs: readonly TunedDoc[]): Example[] =>
  docs.flatMap((d) => {
    const kind = targetKind(d);
    return kind ? [{ features: kindFeatures(d.fileName, d.text, d.applicant), kind, weight: d.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 }] : [];
  });

const fit = (docs: readonly TunedDoc[]): KindModel => fitSoftmax(examplesOf(docs), DOCUMENT_KINDS, { ...DEFAULT_FIT, ...(option('--l2') ? { l2: Number(option('--l2')) } : {}), ...(option('--epochs') ? { epochs: Number(option('--epochs')) } : {}) });

/** Each document through the whole analyst with the weights in use: kind as its set scores it, and category. */
async function analyse(docs: readonly TunedDoc[]): Promise<Scored[]> {
  const analyst = createLocalAnalyst();
  const out: Scored[] = [];
  for (const d of docs) {
    const a = await analyst.analyseEvidence({ visaType: d.visa, fileName: d.fileName, mimeType: d.mimeType, text: d.text, ...(d.applicant ? { applicantName: d.applicant } : {}) });
    const kind = d.kindOf === 'sheet' ? a.factSheet?.kind : a.kind;
    out.push({ kind: kind !== undefined && d.kinds.includes(kind), category: a.category === d.category });
  }
  return out;
}

/** The recogniser alone against the label's target kind: quick, for trying features. */
const recognised = (docs: readonly TunedDoc[]): Scored[] => docs.map((d) => ({ kind: recogniseKind(d.fileName, d.text, d.applicant).kind === targetKind(d), category: false }));

const share = (s: Scored[], key: keyof Scored) => `${pct(s.filter((x) => x[key]).length, s.length)} (${s.filter((x) => x[key]).length}/${s.length})`;

/** Per held-out set, the hand weights and weights fitted on `trainOn(set)`: leave-one-set-out unless a split is named. */
async function crossValidate(docs: TunedDoc[], quick: boolean, split?: { train: string[]; test: string[] }): Promise<void> {
  const sets = split?.test ?? [...new Set(docs.map((d) => d.set))];
  const trainOn = (held: string) => docs.filter((d) => (split ? split.train.includes(d.set) : d.set !== held));
  const measure = quick ? async (ds: TunedDoc[]) => recognised(ds) : analyse;
  const rows: string[][] = [];
  const all = { hand: [] as Scored[], fitted: [] as Scored[] };
  for (const set of sets) {
    const held = docs.filter((d) => d.set === set);
    useKindModel(null);
    const hand = await measure(held);
    useKindModel(fit(trainOn(set)));
    const fitted = await measure(held);
    all.hand.push(...hand);
    all.fitted.push(...fitted);
    rows.push(quick ? [set, share(hand, 'kind'), share(fitted, 'kind')] : [set, share(hand, 'kind'), share(fitted, 'kind'), share(hand, 'category'), share(fitted, 'category')]);
    console.error(`${set} done`);
  }
  rows.push(quick ? ['all', share(all.hand, 'kind'), share(all.fitted, 'kind')] : ['all', share(all.hand, 'kind'), share(all.fitted, 'kind'), share(all.hand, 'category'), share(all.fitted, 'category')]);
  console.log(table(quick ? ['held-out set', 'kind hand', 'kind fitted'] : ['held-out set', 'kind hand', 'kind fitted', 'category hand', 'category fitted'], rows));
}

try {
  const docs = await loadTunedSets(option('--cache'));
  console.error(`${docs.length} tuned documents`);
  const [train, test] = [option('--train')?.split(','), option('--test')?.split(',')];
  await crossValidate(docs, process.argv.includes('--quick'), train && test ? { train, test } : undefined);
} finally {
  await terminateOcr();
}
