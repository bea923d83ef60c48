/**
 * Fits the learned issuer (decision 094) on the tuned sets' issuer labels and measures it leave-one-set-out: the
 * hand rules, the ranker's first choice, and the blend (the ranker overrules the hand only where it found nothing, or
 * by a margin), each scored with the set's own matcher (the judgement cases': the answer contains a name; holdout4
 * on: holdout3's `sameName`). Never reads holdout3, holdout10, holdout13 (holdout23, holdout24, holdout25 and holdout26, tuned on since decisions 125, 127, 133 and 141,
 * only as read before their tuning: decision 124), holdout27, holdout28, holdout29 or niw-holdout (holdout18 to 22 are tuned on: decisions 105, 108, 110 and 114; decision 117 measured the refit with them).
 * Usage: npx tsx bench/analyst/fit-issuer.ts --cv --cache FILE [--with-holdout17] [--l2 0.003] [--epochs 400] [--show] [--confidence]
 *        (--confidence: how the fold's probability of the issuer chosen tells wrong from right, decision 113)
 *        npx tsx bench/analyst/fit-issuer.ts --write server/modules/analyst/local/issuer-ranker.json --cache FILE --with-holdout17 --margin M --fill F
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Fact, FactKind } from '../../src/contract/fact-sheet';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { pagedSentences } from '../../server/modules/analyst/local/fact-sentences';
import { useIssuerModel } from '../../server/modules/analyst/local/fact-issuer-learned';
import { describeIssuers, overrule, rankIssuers, type IssuerModel, type RankedIssuer } from '../../server/modules/analyst/local/issuer-ranker';
import { terminateOcr } from '../../server/platform/extract/index';
import { sameName } from './holdout3/score';
import { DEFAULT_RANK_FIT, fitRanker, type RankExample } from './fit/rank-logit';
import type { OldReading } from './fit/dump-readings';
import { loadTunedSets, type TunedDoc } from './fit/tuned-sets';
import { withReadingSets } from './fit/reading-sets';
import { pct, table } from './print';
import { confidenceTable, type Judged } from './fit/confidence';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(name);
/** Sets scored but never fitted on (--unfitted holdout18,holdout19,holdout20): the training the model in use had, over every fold. */
const UNFITTED = new Set((option('--unfitted') ?? '').split(',').filter(Boolean));
const FIT = { l2: Number(option('--l2') ?? DEFAULT_RANK_FIT.l2), epochs: Number(option('--epochs') ?? DEFAULT_RANK_FIT.epochs), rate: DEFAULT_RANK_FIT.rate };
const JUDGEMENT_WEIGHT = Number(option('--judgement-weight') ?? 1);

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The set's own issuer matcher: judgement/score.ts for the judgement cases, holdout3's `sameName` for holdout4 on. */
export function issuerMatches(doc: Pick<TunedDoc, 'set' | 'issuer'>, got: string | null): boolean {
  if (doc.issuer === undefined) return false;
  if (doc.issuer === null) return got === null;
  if (got === null) return false;
  return doc.set === 'judgement' ? doc.issuer.some((w) => plain(got).includes(plain(w))) : doc.issuer.some((w) => sameName(w, got));
}

type Read = { doc: TunedDoc; hand: Fact | null; ranked: (weights: Record<string, number>) => RankedIssuer[]; example: RankExample };

function readAll(docs: readonly TunedDoc[]): Read[] {
  useIssuerModel(null);
  return docs.map((doc) => {
    const { sheet } = readAndFile({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) });
    return described(doc, doc.text, sheet.kind, sheet.issuer);
  });
}

function described(doc: TunedDoc, text: string, kind: FactKind, hand: Fact | null): Read {
  const candidates = kind === 'cv' ? [] : describeIssuers(kind, pagedSentences(text), text, hand);
  const ranked = (weights: Record<string, number>) => rankIssuers({ weights }, candidates);
  const example: RankExample = { candidates: candidates.map((r) => r.features), right: candidates.map((r) => issuerMatches(doc, r.candidate.value)), weight: doc.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 };
  return { doc, hand, ranked, example };
}

/** A set as the hand rules read it before it was tuned on (--readings FILE, fit/dump-readings.ts at that older commit). */
async function readOld(file: string, docs: readonly TunedDoc[]): Promise<Read[]> {
  const rows = JSON.parse(await readFile(file, 'utf8')) as OldReading[];
  return rows.flatMap((row) => {
    const doc = docs.find((d) => d.set === row.set && d.id === row.id && d.issuer !== undefined);
    return doc ? [described(doc, row.text ?? doc.text, row.kind, row.handIssuer)] : [];
  });
}

/** The issuer each policy gives: the ranker's top alone, or the blend of IssuerModel's margin and fill. */
function choose(read: Read, weights: Record<string, number>, policy: { margin: number; fill: number } | 'learned'): string | null {
  const ranked = read.ranked(weights);
  if (policy === 'learned') return ranked[0]?.candidate.value ?? read.hand?.value ?? null;
  return overrule(policy, ranked, read.hand !== null)?.candidate.value ?? read.hand?.value ?? null;
}

const MARGINS = [0, 0.2, 0.4, 0.6, 0.8, 1.01];
const FILLS = [0, 0.3, 0.5, 1.01];

async function main(): Promise<void> {
  const tuned = await loadTunedSets(option('--cache'));
  // The readings of sets not yet in the tuned table (holdout24, decisions 124 and 128) need their labels; they are never a fold.
  const all = await withReadingSets(tuned, option('--cache'));
  const docs = tuned.filter((d) => d.issuer !== undefined && (flag('--with-holdout17') || d.set !== 'holdout17'));
  // A cache written before the tables carried issuer labels (or without holdout17) has none to fit on.
  if (docs.length === 0 || (flag('--with-holdout17') && !docs.some((d) => d.set === 'holdout17'))) throw new Error('the cache has no issuer labels (or no holdout17): give --cache a new file');
  const reads = readAll(docs);
  const sets = [...new Set(reads.map((r) => r.doc.set))];
  console.error(`${reads.length} documents with an issuer label in ${sets.length} sets; a right candidate for ${reads.filter((r) => r.example.right.some(Boolean)).length}; hand right ${reads.filter((r) => issuerMatches(r.doc, r.hand?.value ?? null)).length}`);
  const write = option('--write');
  // The older readings (--readings): scored on their own set's fold, and with --fit-readings fitted on in every other fold too.
  const readings = option('--readings')?.split(',') ?? [];
  const old = await Promise.all(readings.map(async (file) => readOld(file, all)));
  const fitOld = flag('--fit-readings') ? old.flat() : [];
  const training = (held: string | null) => [...reads, ...fitOld].filter((r) => r.doc.set !== held && !UNFITTED.has(r.doc.set)).map((r) => r.example);
  if (write) {
    const model: IssuerModel = { weights: fitRanker(training(null), FIT), margin: Number(option('--margin') ?? 1.01), fill: Number(option('--fill') ?? 1.01) };
    await writeFile(write, `${JSON.stringify(model, null, 1)}\n`);
    console.log(`wrote ${write}: ${Object.keys(model.weights).length} weights, margin ${model.margin}, fill ${model.fill}`);
    return;
  }
  // --score FILE: every fold is the given json (the model in use), to score it on the readings (decision 124).
  const given = option('--score') ? (JSON.parse(await readFile(option('--score')!, 'utf8')) as IssuerModel).weights : null;
  // A set read before its tuning but not in the tuned table is scored by a fit without it (its own readings left out).
  const readingOnly = old.map((r) => r[0]?.doc.set).filter((set): set is string => set !== undefined && !sets.includes(set));
  const folds = [...sets, ...readingOnly].map((set) => {
    const weights = given ?? fitRanker(training(set), FIT);
    console.error(`fitted without ${set}`);
    return { set, reads: reads.filter((r) => r.doc.set === set), weights };
  });
  const policies = MARGINS.flatMap((margin) => FILLS.map((fill) => ({ margin, fill })));
  const right = (f: (typeof folds)[number], pick: (r: Read) => string | null) => f.reads.filter((r) => issuerMatches(r.doc, pick(r))).length;
  const totals = policies.map((p) => folds.reduce((sum, f) => sum + right(f, (r) => choose(r, f.weights, p)), 0));
  const best = policies[totals.indexOf(Math.max(...totals))]!;
  const chosen = option('--margin') ? { margin: Number(option('--margin')), fill: Number(option('--fill') ?? best.fill) } : best;
  const rows = folds.filter((f) => f.reads.length > 0).map((f) => {
    const n = f.reads.length;
    const cell = (k: number) => `${pct(k, n)} (${k}/${n})`;
    return [f.set, cell(f.reads.filter((r) => r.example.right.some(Boolean)).length), cell(right(f, (r) => r.hand?.value ?? null)), cell(right(f, (r) => choose(r, f.weights, 'learned'))), cell(right(f, (r) => choose(r, f.weights, chosen)))];
  });
  const sum = (pick: (f: (typeof folds)[number]) => number) => folds.reduce((s, f) => s + pick(f), 0);
  const N = reads.length;
  const cell = (k: number) => `${pct(k, N)} (${k}/${N})`;
  rows.push([
    'all',
    cell(sum((f) => f.reads.filter((r) => r.example.right.some(Boolean)).length)),
    cell(sum((f) => right(f, (r) => r.hand?.value ?? null))),
    cell(sum((f) => right(f, (r) => choose(r, f.weights, 'learned')))),
    cell(sum((f) => right(f, (r) => choose(r, f.weights, chosen)))),
  ]);
  console.log(`\nLeave-one-set-out, issuer (L2 ${FIT.l2}, ${FIT.epochs} epochs; blend: margin ${chosen.margin}, fill ${chosen.fill})`);
  console.log(table(['held out', 'a right candidate', 'hand', 'learned', 'blend'], rows));
  if (old.length > 0) {
    // Each set as read before it was tuned on, scored by the fold that never fitted on it.
    const oldRows = old.map((reads) => {
      const fold = folds.find((f) => f.set === reads[0]?.doc.set);
      if (!fold) throw new Error(`no fold for ${reads[0]?.doc.set}`);
      const then = { ...fold, reads };
      const n = reads.length;
      const cell = (k: number) => `${pct(k, n)} (${k}/${n})`;
      return [`${fold.set} before tuning`, cell(reads.filter((r) => r.example.right.some(Boolean)).length), cell(right(then, (r) => r.hand?.value ?? null)), cell(right(then, (r) => choose(r, fold.weights, 'learned'))), cell(right(then, (r) => choose(r, fold.weights, chosen)))];
    });
    console.log('\nThe same folds on the hand rules before each set was tuned on (--readings)');
    console.log(table(['held out', 'a right candidate', 'hand', 'learned', 'blend'], oldRows));
  }
  if (flag('--confidence')) {
    // The probability the fold gives the issuer the blend chose, on its own set and on the set as read before tuning.
    const judged = (reads: readonly Read[], weights: Record<string, number>): Judged[] =>
      reads.map((r) => {
        const got = choose(r, weights, chosen);
        const p = got === null ? null : (r.ranked(weights).find((c) => c.candidate.value === got)?.probability ?? null);
        return { probability: p, right: issuerMatches(r.doc, got) };
      });
    const foldRows = folds.filter((f) => f.reads.length > 0).map((f): [string, Judged[]] => [f.set, judged(f.reads, f.weights)]);
    const oldRows = old.flatMap((reads): Array<[string, Judged[]]> => {
      const fold = folds.find((f) => f.set === reads[0]?.doc.set);
      return fold ? [[`${fold.set} before tuning`, judged(reads, fold.weights)]] : [];
    });
    console.log('\nThe issuer chosen, by the probability its fold gives it (answers below each threshold)');
    console.log(confidenceTable([['all folds', foldRows.flatMap(([, j]) => j)], ['all before tuning', oldRows.flatMap(([, j]) => j)], ...oldRows]));
  }
  console.log('\nblend totals by margin (rows) and fill (columns):');
  console.log(table(['margin', ...FILLS.map(String)], MARGINS.map((m) => [String(m), ...FILLS.map((fl) => String(totals[policies.findIndex((p) => p.margin === m && p.fill === fl)]))])));
  if (flag('--show')) {
    for (const f of folds) {
      for (const r of f.reads) {
        const blend = choose(r, f.weights, chosen);
        const was = issuerMatches(r.doc, r.hand?.value ?? null);
        const now = issuerMatches(r.doc, blend);
        if (was !== now || (flag('--misses') && !now)) console.log(`${now ? '+' : was ? '-' : ' '} ${r.doc.id} [${r.example.candidates.length}] hand ${JSON.stringify(r.hand?.value ?? null)} → ${JSON.stringify(blend)}; wanted ${JSON.stringify(r.doc.issuer)}`);
      }
    }
  }
}

try {
  await main();
} finally {
  await terminateOcr();
}
