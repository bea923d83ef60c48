/**
 * Fits the learned subject judge (decision 099) on the tuned sets' isApplicant labels and measures it leave-one-set-out:
 * the hand rules, the judge alone (margin 0) and the blend (the judge overrules the hand only by a margin), each scored
 * with the sets' own matchers: isApplicant (the sheet's subject says it), role (one of the label's), category, and the
 * judgement cases (category, isApplicant and role all right). Never reads holdout3, holdout10, holdout13, holdout18,
 * holdout19 or niw-holdout.
 * Usage: npx tsx bench/analyst/fit-subject.ts --cv --cache FILE [--l2 0.003] [--epochs 600] [--margin M] [--show]
 *        npx tsx bench/analyst/fit-subject.ts --write server/modules/analyst/local/subject-judge.json --cache FILE --margin M
 */
import { writeFile } from 'node:fs/promises';
import type { EvidenceAnalysis } from '../../server/platform/analyst/analyst';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { applicantSentences } from '../../server/modules/analyst/local/fact-people';
import { pagedSentences } from '../../server/modules/analyst/local/fact-sentences';
import { subjectFeatures, type SubjectFeatures } from '../../server/modules/analyst/local/subject-features';
import { handState, overrule, probabilityHers, type HandState, type SubjectModel } from '../../server/modules/analyst/local/subject-judge';
import { useSubjectModel } from '../../server/modules/analyst/local/subject-judge-learned';
import { terminateOcr } from '../../server/platform/extract/index';
import { DEFAULT_BINARY_FIT, fitBinary, type BinaryExample } from './fit/binary-logit';
import { loadTunedSets, type TunedDoc } from './fit/tuned-sets';
import { table } from './print';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(name);
const FIT = { l2: Number(option('--l2') ?? DEFAULT_BINARY_FIT.l2), epochs: Number(option('--epochs') ?? DEFAULT_BINARY_FIT.epochs), rate: DEFAULT_BINARY_FIT.rate };
const DROP = (option('--drop') ?? '').split(',').filter(Boolean);

/** The three readings of a document: the hand's, and the sheet when the judge says hers or another's. */
type Read = { doc: TunedDoc; features: SubjectFeatures | null; handState: HandState; hand: EvidenceAnalysis; hers: EvidenceAnalysis; another: EvidenceAnalysis };

const SURE = (bias: number): SubjectModel => ({ weights: { bias }, margin: 0, fill: 0 });

function analyse(doc: TunedDoc, model: SubjectModel | null): EvidenceAnalysis {
  useSubjectModel(model);
  return analyseEvidence({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) });
}

function readAll(docs: readonly TunedDoc[]): Read[] {
  return docs.map((doc) => {
    const hand = analyse(doc, null);
    const sheet = hand.factSheet!;
    const sentences = pagedSentences(doc.text);
    const named = applicantSentences(sentences, doc.applicant);
    const judged = Boolean(doc.applicant) && named.some((s) => !s.inReferences);
    let features = judged ? subjectFeatures({ kind: sheet.kind, subject: sheet.subject, role: sheet.applicantRole }, sentences, named, doc.applicant) : null;
    if (features && DROP.length) features = Object.fromEntries(Object.entries(features).filter(([k]) => !DROP.some((d) => k.startsWith(d))));
    return { doc, features, handState: handState(sheet.subject, sheet.applicantRole), hand, hers: judged ? analyse(doc, SURE(50)) : hand, another: judged ? analyse(doc, SURE(-50)) : hand };
  });
}

const example = (r: Read): BinaryExample | null => (r.features && r.doc.isApplicant !== undefined ? { features: r.features, positive: r.doc.isApplicant, weight: 1 } : null);

/** The analysis the policy gives: the hand's, or the judge's verdict at this margin. */
function pick(r: Read, weights: Record<string, number> | null, margin: number, fill = 0.5): EvidenceAnalysis {
  if (!weights || !r.features) return r.hand;
  const verdict = overrule({ margin, fill }, probabilityHers({ weights }, r.features), r.handState);
  return verdict === 'hers' ? r.hers : verdict === 'another' ? r.another : r.hand;
}

type Score = { isApplicant: number; isApplicantOf: number; role: number; roleOf: number; category: number; categoryOf: number; cases: number; casesOf: number };

function score(reads: readonly Read[], choose: (r: Read) => EvidenceAnalysis): Score {
  const s: Score = { isApplicant: 0, isApplicantOf: 0, role: 0, roleOf: 0, category: 0, categoryOf: 0, cases: 0, casesOf: 0 };
  for (const r of reads) {
    const a = choose(r);
    const sheet = a.factSheet;
    const isApplicant = r.doc.isApplicant === undefined ? null : sheet?.subject?.isApplicant === r.doc.isApplicant;
    const role = r.doc.role === undefined ? null : !!sheet && r.doc.role.includes(sheet.applicantRole);
    const category = a.category === r.doc.category;
    if (isApplicant !== null) {
      s.isApplicantOf++;
      s.isApplicant += Number(isApplicant);
    }
    if (role !== null) {
      s.roleOf++;
      s.role += Number(role);
    }
    s.categoryOf++;
    s.category += Number(category);
    if (r.doc.judgement) {
      s.casesOf++;
      s.cases += Number(category && isApplicant !== false && role !== false);
    }
  }
  return s;
}

const MARGINS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
const FILLS = [-0.5, 0, 0.2, 0.4, 0.5];

async function main(): Promise<void> {
  const all = await loadTunedSets(option('--cache'));
  if (!all.some((d) => d.isApplicant !== undefined)) throw new Error('the cache has no isApplicant labels: give --cache a new file');
  const reads = readAll(all);
  const examples = (rs: readonly Read[]) => rs.map(example).filter((e): e is BinaryExample => e !== null);
  console.error(`${reads.length} documents; ${examples(reads).length} judged with an isApplicant label; hand right on ${reads.filter((r) => r.doc.isApplicant !== undefined && r.hand.factSheet?.subject?.isApplicant === r.doc.isApplicant).length}`);
  const write = option('--write');
  if (write) {
    const model: SubjectModel = { weights: fitBinary(examples(reads), FIT), margin: Number(option('--margin') ?? 0.5), fill: Number(option('--fill') ?? 0.5) };
    await writeFile(write, `${JSON.stringify(model, null, 1)}\n`);
    console.log(`wrote ${write}: ${Object.keys(model.weights).length} weights, margin ${model.margin}`);
    return;
  }
  const sets = [...new Set(reads.map((r) => r.doc.set))];
  const folds = sets.map((set) => ({ set, reads: reads.filter((r) => r.doc.set === set), weights: fitBinary(examples(reads.filter((r) => r.doc.set !== set)), FIT) }));
  const chosen = Number(option('--margin') ?? 0.2);
  const fill = Number(option('--fill') ?? 0.5);
  const cells = (s: Score) => [`${s.isApplicant}/${s.isApplicantOf}`, `${s.role}/${s.roleOf}`, `${s.cases}/${s.casesOf}`, `${s.category}/${s.categoryOf}`];
  const add = (a: Score, b: Score): Score => Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof Score] + b[k as keyof Score]])) as Score;
  const rows: string[][] = [];
  let totals: Score[] = [];
  for (const f of folds) {
    const hand = score(f.reads, (r) => r.hand);
    const alone = score(f.reads, (r) => pick(r, f.weights, 0));
    const blend = score(f.reads, (r) => pick(r, f.weights, chosen, fill));
    totals = totals.length ? [add(totals[0]!, hand), add(totals[1]!, alone), add(totals[2]!, blend)] : [hand, alone, blend];
    rows.push([f.set, ...cells(hand), ...cells(alone), ...cells(blend)]);
  }
  rows.push(['all', ...totals.flatMap(cells)]);
  console.log(`\nLeave-one-set-out (L2 ${FIT.l2}, ${FIT.epochs} epochs; blend margin ${chosen}); each: isApplicant, role, judgement cases attributed, categories`);
  const head = ['isApp', 'role', 'cases', 'categories'];
  console.log(table(['held out', ...head.map((h) => `hand ${h}`), ...head.map((h) => `learned ${h}`), ...head.map((h) => `blend ${h}`)], rows));
  console.log('\nblend totals by margin:');
  console.log(
    table(
      ['margin', 'fill', 'isApplicant', 'role', 'cases', 'categories'],
      MARGINS.flatMap((m) =>
        FILLS.map((fl) => {
          const t = folds.map((f) => score(f.reads, (r) => pick(r, f.weights, m, fl))).reduce(add);
          return [String(m), String(fl), ...cells(t)];
        }),
      ),
    ),
  );
  if (flag('--misses')) {
    for (const f of folds) {
      for (const r of f.reads) {
        if (r.doc.isApplicant === undefined || r.hand.factSheet?.subject?.isApplicant === r.doc.isApplicant) continue;
        const p = r.features ? probabilityHers({ weights: f.weights }, r.features).toFixed(2) : 'not judged';
        console.log(`miss ${r.doc.id} p=${p} label ${r.doc.isApplicant} hand ${r.hand.factSheet?.subject?.isApplicant ?? 'null'} kind ${r.hand.factSheet?.kind} role ${r.hand.factSheet?.applicantRole}`);
      }
    }
  }
  if (flag('--show')) {
    for (const f of folds) {
      for (const r of f.reads) {
        const a = pick(r, f.weights, chosen, fill);
        if (a === r.hand) continue;
        const p = probabilityHers({ weights: f.weights }, r.features!);
        const was = r.hand.category === r.doc.category;
        const now = a.category === r.doc.category;
        console.log(`${r.doc.id} p=${p.toFixed(2)} label ${r.doc.isApplicant ?? '-'} hand ${r.handState} → ${a.factSheet?.subject?.isApplicant ?? 'null'} (${a.factSheet?.subject?.value ?? '-'}, ${a.factSheet?.applicantRole}); category ${r.hand.category} → ${a.category} ${was === now ? '' : now ? '+' : '-'} want ${r.doc.category}`);
      }
    }
  }
}

try {
  await main();
} finally {
  await terminateOcr();
}
