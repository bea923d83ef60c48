/**
 * Fits the learned title (decision 096) on the tuned sets' title labels and measures it leave-one-set-out: the hand
 * rules' title, the ranker's first choice (leading the hand's title, as the blend does), and the blend at each margin,
 * each scored with holdout4's `titleNames` (the title holds every word of one of the label's titles). Never reads
 * holdout3, holdout10, holdout13, holdout27, holdout28, holdout29 or niw-holdout; holdout23, holdout24, holdout25 and holdout26 (tuned on since decisions 125, 127, 133 and 141) only as read before their tuning, decision 124 (holdout18 to 22 are tuned on: decisions 105, 108, 110 and 114).
 * Usage: npx tsx bench/analyst/fit-title.ts --cv --cache FILE [--with-holdout17] [--l2 0.003] [--epochs 400] [--margin M] [--show] [--confidence]
 *        (--confidence: how the fold's probability of its first line, or with --gap its lead over the second, tells a wrong
 *        title from a right one, decision 113)
 *        npx tsx bench/analyst/fit-title.ts --write server/modules/analyst/local/title-ranker.json --cache FILE --with-holdout17 --margin M
 */
import { readFile, writeFile } from 'node:fs/promises';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { useTitleModel } from '../../server/modules/analyst/local/fact-title-learned';
import { describeTitles, overruleTitle, rankTitles, titleWith, type TitleModel } from '../../server/modules/analyst/local/title-ranker';
import type { TitleDoc } from '../../server/modules/analyst/local/title-candidates';
import type { OldReading } from './fit/dump-readings';
import { terminateOcr } from '../../server/platform/extract/index';
import { titleNames } from './holdout4/score';
import { DEFAULT_RANK_FIT, fitRanker, type RankExample } from './fit/rank-logit';

/** The title's fit runs longer and with less penalty than the issuer's: at 400 epochs it never leaves the hand's title (decision 096). */
const TITLE_FIT = { ...DEFAULT_RANK_FIT, l2: 0.0003, epochs: 3000 };
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
/** How much an older reading counts in the fit beside a tuned set's own (--readings-weight). */
const READINGS_WEIGHT = Number(option('--readings-weight') ?? 1);
const UNFITTED = new Set((option('--unfitted') ?? '').split(',').filter(Boolean));
const FIT = { l2: Number(option('--l2') ?? TITLE_FIT.l2), epochs: Number(option('--epochs') ?? TITLE_FIT.epochs), rate: TITLE_FIT.rate };

const titleMatches = (doc: TunedDoc, got: string) => (doc.title ?? []).some((t) => titleNames(t, got));

type Read = { doc: TunedDoc; hand: string; ranked: (weights: Record<string, number>) => ReturnType<typeof rankTitles>; example: RankExample };

function readAll(docs: readonly TunedDoc[]): Read[] {
  useTitleModel(null);
  return docs.map((doc) => {
    const { sheet } = readAndFile({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) });
    return described(doc, doc.text, { kind: sheet.kind, hand: sheet.title, issuer: sheet.issuer?.value ?? null, subject: sheet.subject?.value ?? null });
  });
}

function described(doc: TunedDoc, text: string, sheet: TitleDoc, weight = 1): Read {
  const candidates = sheet.kind === 'cv' ? [] : describeTitles(text, sheet);
  const ranked = (weights: Record<string, number>) => rankTitles(weights, candidates);
  // A line is right when it alone holds the label: the ranker learns which line is the title, not what a join adds.
  const example: RankExample = { candidates: candidates.map((d) => d.features), right: candidates.map((d) => titleMatches(doc, d.candidate.value)), weight };
  return { doc, hand: sheet.hand, ranked, example };
}

/**
 * A set's documents as the hand rules read them before the set was tuned on (--readings FILE, written by
 * fit/dump-readings.ts at that older commit): the honest case of a hand title that never saw the set's forms.
 */
async function readOld(file: string, docs: readonly TunedDoc[]): Promise<Read[]> {
  const rows = JSON.parse(await readFile(file, 'utf8')) as OldReading[];
  return rows.flatMap((row) => {
    const doc = docs.find((d) => d.set === row.set && d.id === row.id && d.title !== undefined);
    return doc ? [described(doc, row.text ?? doc.text, { kind: row.kind, hand: row.title, issuer: row.issuer, subject: row.subject }, READINGS_WEIGHT)] : [];
  });
}

/** The title each policy gives: the ranker's top always, or the blend at a margin. */
function choose(read: Read, weights: Record<string, number>, margin: number | 'learned'): string {
  const ranked = read.ranked(weights);
  const top = margin === 'learned' ? ranked[0] : overruleTitle(margin, ranked);
  return top && !top.candidate.sources.has('hand') ? titleWith(top.candidate.value, read.hand) : read.hand;
}

const MARGINS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8];

async function main(): Promise<void> {
  const tuned = await loadTunedSets(option('--cache'));
  // The readings of sets not yet in the tuned table (holdout24, decisions 124 and 128) need their labels; they are never a fold.
  const all = await withReadingSets(tuned, option('--cache'));
  const docs = tuned.filter((d) => d.title !== undefined && (flag('--with-holdout17') || d.set !== 'holdout17'));
  if (docs.length === 0) throw new Error('the cache has no title labels: give --cache a new file');
  const reads = readAll(docs);
  const sets = [...new Set(reads.map((r) => r.doc.set))];
  console.error(`${reads.length} documents with a title label in ${sets.length} sets; a right candidate for ${reads.filter((r) => r.example.right.some(Boolean)).length}`);
  const write = option('--write');
  // The older readings: scored on their own set's fold, and with --fit-readings fitted on in every other fold too
  // (examples of a hand title that had not seen the forms yet, which the tuned sets' own readings no longer show).
  const readings = option('--readings')?.split(',') ?? [];
  const old = (await Promise.all(readings.map(async (file) => readOld(file, all)))).filter((reads) => reads.length > 0);
  const fitOld = flag('--fit-readings') ? old.flat() : [];
  const training = (held: string | null) => [...reads, ...fitOld].filter((r) => r.doc.set !== held && !UNFITTED.has(r.doc.set)).map((r) => r.example);
  if (write) {
    const model: TitleModel = { weights: fitRanker(training(null), FIT), margin: Number(option('--margin') ?? 1.01) };
    await writeFile(write, `${JSON.stringify(model, null, 1)}\n`);
    console.log(`wrote ${write}: ${Object.keys(model.weights).length} weights, margin ${model.margin}`);
    return;
  }
  // --score FILE: every fold is the given json (the model in use), to score it on the readings (decision 124).
  const given = option('--score') ? (JSON.parse(await readFile(option('--score')!, 'utf8')) as TitleModel).weights : null;
  const foldOf = (set: string) => given ?? fitRanker(training(set), FIT);
  const folds = sets.map((set) => ({ set, reads: reads.filter((r) => r.doc.set === set), weights: foldOf(set) }));
  // A set read before its tuning but not in the tuned table is scored by a fit without it (its own readings left out).
  folds.push(...old.map((r) => r[0]!.doc.set).filter((set) => !sets.includes(set)).map((set) => ({ set, reads: [], weights: foldOf(set) })));
  const right = (reads: readonly Read[], pick: (r: Read) => string) => reads.filter((r) => titleMatches(r.doc, pick(r))).length;
  const chosen = Number(option('--margin') ?? 0.3);
  const columns: Array<[string, (r: Read, w: Record<string, number>) => string]> = [
    ['hand', (r) => r.hand],
    ['learned', (r, w) => choose(r, w, 'learned')],
    ...MARGINS.map((m): [string, (r: Read, w: Record<string, number>) => string] => [`blend ${m}`, (r, w) => choose(r, w, m)]),
  ];
  const rows = folds.filter((f) => f.reads.length > 0).map((f) => [f.set, `${f.reads.filter((r) => r.example.right.some(Boolean)).length}/${f.reads.length}`, ...columns.map(([, pick]) => `${right(f.reads, (r) => pick(r, f.weights))}`)]);
  const total = (pick: (r: Read, w: Record<string, number>) => string) => folds.reduce((s, f) => s + right(f.reads, (r) => pick(r, f.weights)), 0);
  rows.push(['all', `${reads.filter((r) => r.example.right.some(Boolean)).length}/${reads.length}`, ...columns.map(([, pick]) => `${total(pick)} (${pct(total(pick), reads.length)})`)]);
  console.log(`\nLeave-one-set-out, title (L2 ${FIT.l2}, ${FIT.epochs} epochs)`);
  console.log(table(['held out', 'a right line', ...columns.map(([name]) => name)], rows));
  if (old.length > 0) {
    // Each set as read before it was tuned on, scored by the fold that never fitted on it.
    const oldRows = old.map((reads) => {
      const fold = folds.find((f) => f.set === reads[0]?.doc.set);
      if (!fold) throw new Error(`no fold for ${reads[0]?.doc.set}`);
      return [`${fold.set} before tuning`, `${reads.filter((r) => r.example.right.some(Boolean)).length}/${reads.length}`, ...columns.map(([, pick]) => `${right(reads, (r) => pick(r, fold.weights))}`)];
    });
    console.log('\nThe same folds on the hand rules before each set was tuned on (--readings)');
    console.log(table(['held out', 'a right line', ...columns.map(([name]) => name)], oldRows));
  }
  if (flag('--confidence')) {
    // The probability of the fold's first line (the one the blend leads with at margin 0), against the title chosen.
    const judged = (reads: readonly Read[], weights: Record<string, number>): Judged[] =>
      reads.map((r) => {
        const [top, next] = r.ranked(weights);
        const p = top ? (flag('--gap') ? top.probability - (next?.probability ?? 0) : top.probability) : null;
        return { probability: p, right: titleMatches(r.doc, choose(r, weights, chosen)) };
      });
    const foldRows = folds.filter((f) => f.reads.length > 0).map((f): [string, Judged[]] => [f.set, judged(f.reads, f.weights)]);
    const oldRows = old.flatMap((reads): Array<[string, Judged[]]> => {
      const fold = folds.find((f) => f.set === reads[0]?.doc.set);
      return fold ? [[`${fold.set} before tuning`, judged(reads, fold.weights)]] : [];
    });
    console.log(`\nThe title at blend ${chosen}, by the probability its fold gives its first line (titles below each threshold)`);
    console.log(confidenceTable([['all folds', foldRows.flatMap(([, j]) => j)], ['all before tuning', oldRows.flatMap(([, j]) => j)], ...oldRows]));
  }
  // Leading with a line keeps the hand's words, so a change costs no match: what it costs is a wrong line in the title.
  const changes = folds.flatMap((f) => f.reads.filter((r) => choose(r, f.weights, chosen) !== r.hand).map((r) => ({ was: titleMatches(r.doc, r.hand), now: titleMatches(r.doc, choose(r, f.weights, chosen)) })));
  const count = (p: (c: (typeof changes)[number]) => boolean) => changes.filter(p).length;
  console.log(`\nblend ${chosen}: ${changes.length} titles changed: ${count((c) => !c.was && c.now)} now right, ${count((c) => c.was && !c.now)} now wrong, ${count((c) => c.was && c.now)} right before and after, ${count((c) => !c.was && !c.now)} wrong before and after`);
  if (flag('--show')) {
    for (const f of folds) {
      for (const r of f.reads) {
        const blend = choose(r, f.weights, chosen);
        const was = titleMatches(r.doc, r.hand);
        const now = titleMatches(r.doc, blend);
        if (blend !== r.hand || (flag('--misses') && !now)) console.log(`${now && !was ? '+' : was && !now ? '-' : ' '} ${r.doc.id} hand ${JSON.stringify(r.hand)} → ${JSON.stringify(blend)}; wanted ${JSON.stringify(r.doc.title)}`);
      }
    }
  }
}

try {
  await main();
} finally {
  await terminateOcr();
}
