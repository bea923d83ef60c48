/**
 * The filing on the hand rules' readings before each set's tuning (decision 111): fit/readings/<set>.filing.json, as
 * dump-filings.ts wrote it at the commits dump-readings.ts lists. It reports each set's pre-tuning categories with its
 * own labels and matchers, puts each category miss down to the reading it went wrong on, and scores learned models on
 * that time split: each fitted on every tuned set but the one scored (today's readings), then applied to that set's old
 * reading. The models: the fitted kinds (080; the dump's kindModel, from --write-kinds), the learned vocabulary refitted
 * (088's settings), the subject judge (099; where the commit had its hook: holdout19–21) and a filing corrector (this
 * decision), fitted on today's readings and, with --reading-weight W, on the other sets' old readings too. holdout22
 * joined in decision 117; --unfitted SETS leaves those sets out of every fit (today's and old readings) and still scores
 * them, which reproduces the models as fitted before the sets joined.
 * Usage: npx tsx bench/analyst/fit-readings.ts --cache FILE [--misses] [--models] [--reading-weight 1] [--unfitted holdout22]
 *        npx tsx bench/analyst/fit-readings.ts --cache FILE --write-corrector server/modules/analyst/local/filing-corrector.json --margin 0.4
 *          the corrector in use (decision 117): fitted on everything, as the in-sample screen's
 *        npx tsx bench/analyst/fit-readings.ts --cache FILE --screen server/modules/analyst/local/filing-corrector.json
 *          the in-sample screen of a given corrector, not refitted (decision 123)
 *        npx tsx bench/analyst/fit-readings.ts --cache FILE --write-kinds DIR   kind models, each without one of holdout14–22
 *        npx tsx bench/analyst/fit-readings.ts --cache FILE --fallback [--thresholds 0,0.5,0.7] [--precision 0.7] [--show]
 *          the kind fallback where the hand weights read no kind (decision 116; the dumps' kindFallback)
 *        npx tsx bench/analyst/fit-readings.ts --cache FILE --write-kind-fallback FILE [--threshold 0.6]
 *          the kind fallback in use (decision 116), fitted on every tuned set
 * Never reads holdout3, holdout10, holdout13, holdout27, holdout28, holdout29 or niw-holdout (holdout23, holdout24, holdout25 and holdout26, tuned on since
 * decisions 125, 127, 133 and 141, only as read before their tuning, and their labels: decision 124).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { analyseEvidence, readAndFile } from '../../server/modules/analyst/local/evidence';
import { applicantSentences } from '../../server/modules/analyst/local/fact-people';
import { pagedSentences } from '../../server/modules/analyst/local/fact-sentences';
import { classOf, filingFeatures, lexicalFeatures, type FilingFeatures } from '../../server/modules/analyst/local/filing-features';
import { fittedCategory } from '../../server/modules/analyst/local/filing-fitted';
import { useFilingCorrector } from '../../server/modules/analyst/local/filing-corrector';
import { kindFeatures } from '../../server/modules/analyst/kinds/features';
import { overrule, probabilityHers } from '../../server/modules/analyst/local/subject-judge';
import { subjectFeatures } from '../../server/modules/analyst/local/subject-features';
import { DOCUMENT_KINDS } from '../../src/contract/categories';
import { terminateOcr } from '../../server/platform/extract/index';
import { fitBinary, DEFAULT_BINARY_FIT, type BinaryExample } from './fit/binary-logit';
import { correctedCategory, correctorFeatures } from './fit/filing-corrector';
import type { FilingReading } from './fit/filing-reading';
import { DEFAULT_FILING_FIT, fitFiling, type FilingExample } from './fit/filing-softmax';
import type { FilingModel } from '../../server/modules/analyst/local/filing-model';
import { attributed, CAUSES, isApplicantRight, missCause, roleRight, type Cause } from './fit/reading-misses';
import { DEFAULT_FIT, fitSoftmax } from './fit/softmax';
import { loadTunedSets, targetKind, type TunedDoc } from './fit/tuned-sets';
import { withReadingSets } from './fit/reading-sets';
import { bestGate, gatedKindCategory, type KindGate } from './fit/kind-override';
import { readKind, type KindModel } from '../../server/modules/analyst/kinds/kind-model';
import { table } from './print';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(name);
const READ_SETS = ['holdout14', 'holdout15', 'holdout16', 'holdout17', 'holdout18', 'holdout19', 'holdout20', 'holdout21', 'holdout22', 'holdout23', 'holdout24'];
/** Sets scored but never fitted on (--unfitted holdout22): the training the models had before that set joined, in every fold. */
const UNFITTED = new Set((option('--unfitted') ?? '').split(',').filter(Boolean));
/** --folds SETS: only these sets' folds in --models (each takes minutes), scored alone and without the in-sample screen. */
const FOLDS = option('--folds')?.split(',');
const READINGS = new URL('./fit/readings/', import.meta.url);
const JUDGEMENT_WEIGHT = 3;
/** The category the corrector read: before it, where the commit had it in use (holdout23 on, decision 124). */
const uncorrected = (r: FilingReading) => r.beforeCorrector ?? r.category;

/** An old reading with its label and today's text (for the word features). */
type Old = { r: FilingReading; doc: TunedDoc };
/** A tuned document as today's rules read it. */
type Today = { doc: TunedDoc; read: FilingFeatures; hand: string; filed: string; subject: Record<string, number> | null };

const inputOf = (doc: TunedDoc) => ({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) });

function readToday(docs: readonly TunedDoc[]): Today[] {
  // Filed as before the corrector (decision 117): the corrector is fitted and measured on what it corrects.
  useFilingCorrector(null);
  return docs.map((doc) => {
    const input = inputOf(doc);
    const { text, classified, sheet, filing } = readAndFile(input);
    const read = filingFeatures({ visaType: doc.visa, fileName: doc.fileName, text, ...(doc.applicant ? { applicantName: doc.applicant } : {}), classified, sheet, hand: filing });
    const sentences = pagedSentences(doc.text);
    const named = applicantSentences(sentences, doc.applicant);
    const judged = Boolean(doc.applicant) && named.some((s) => !s.inReferences);
    const subject = judged ? subjectFeatures({ kind: sheet.kind, subject: sheet.subject, role: sheet.applicantRole }, sentences, named, doc.applicant) : null;
    return { doc, read, hand: filing.category, filed: analyseEvidence(input).category, subject };
  });
}

async function loadOld(docs: readonly TunedDoc[]): Promise<Old[]> {
  const byId = new Map(docs.map((d) => [`${d.set} ${d.id}`, d]));
  const out: Old[] = [];
  for (const set of READ_SETS) {
    const rows = JSON.parse(await readFile(new URL(`${set}.filing.json`, READINGS), 'utf8')) as FilingReading[];
    for (const r of rows) {
      const doc = byId.get(`${set} ${r.id}`);
      if (!doc) throw new Error(`no label for ${set} ${r.id}`);
      out.push({ r, doc });
    }
  }
  return out;
}

const n = (xs: readonly boolean[]) => xs.filter(Boolean).length;
const cell = (right: number, of: number) => `${right}/${of}`;

/** Step 2: each set's pre-tuning figures with its own labels. */
function reportFigures(old: readonly Old[]): void {
  const rows = READ_SETS.map((set) => {
    const items = old.filter((o) => o.r.set === set);
    const cases = items.filter((o) => o.doc.judgement);
    const isApp = items.map((o) => isApplicantRight(o.r, o.doc)).filter((x): x is boolean => x !== null);
    const role = items.map((o) => roleRight(o.r, o.doc)).filter((x): x is boolean => x !== null);
    return [
      set,
      cell(n(items.map((o) => o.r.category === o.doc.category)), items.length),
      cell(n(items.map((o) => o.r.hand === o.doc.category)), items.length),
      cell(n(items.map((o) => o.r.classified === o.doc.category)), items.length),
      cell(n(cases.map((o) => o.r.category === o.doc.category)), cases.length),
      cell(n(cases.map((o) => attributed(o.r.category, o.r, o.doc))), cases.length),
      cell(n(items.map((o) => o.doc.kinds.includes(o.r.kind))), items.length),
      cell(n(isApp), isApp.length),
      cell(n(role), role.length),
    ];
  });
  console.log('\nPre-tuning readings (category filed; hand filing before any fitted filer; classify alone):');
  console.log(table(['set', 'category', 'hand', 'classified', 'judgement', 'attributed', 'kind', 'isApplicant', 'role'], rows));
}

/** Step 3: every category miss by the first reading it went wrong on. */
function reportMisses(old: readonly Old[], show: boolean): void {
  const misses = old.filter((o) => o.r.category !== o.doc.category);
  const count = (set: string | null, cause: Cause) => misses.filter((o) => (set === null || o.r.set === set) && missCause(o.r, o.doc) === cause).length;
  const rows = [...READ_SETS, null].map((set) => [set ?? 'all', ...CAUSES.map((c) => String(count(set, c))), String(misses.filter((o) => set === null || o.r.set === set).length)]);
  rows.push(['of them filed by the criteria vocabulary alone', ...CAUSES.map((c) => String(misses.filter((o) => o.r.byVocabulary && missCause(o.r, o.doc) === c).length)), String(misses.filter((o) => o.r.byVocabulary).length)]);
  rows.push(['of them judgement cases', ...CAUSES.map((c) => String(misses.filter((o) => o.doc.judgement && missCause(o.r, o.doc) === c).length)), String(misses.filter((o) => o.doc.judgement).length)]);
  console.log('\nCategory misses by cause (first wrong: kind, isApplicant, role; else the filing rule):');
  console.log(table(['set', ...CAUSES, 'misses'], rows));
  const vocab = misses.filter((o) => o.r.category !== o.r.hand);
  const byWords = old.filter((o) => o.r.byVocabulary);
  console.log(`filed by the learned vocabulary against the hand filing: ${vocab.length} of the misses (hand right on ${vocab.filter((o) => o.r.hand === o.doc.category).length})`);
  console.log(`filed by the criteria vocabulary alone (no kind or reading decided): ${byWords.length} documents, ${n(byWords.map((o) => o.r.category === o.doc.category))} right; ${misses.filter((o) => o.r.byVocabulary).length} of the misses`);
  console.log(`misses with the fact kind 'other': ${misses.filter((o) => o.r.kind === 'other').length}; judgement cases among the misses: ${misses.filter((o) => o.doc.judgement).length}`);
  if (!show) return;
  for (const o of misses) {
    console.log(`${o.r.id} [${missCause(o.r, o.doc)}]${o.doc.judgement ? ' judgement' : ''} want ${o.doc.category} got ${o.r.category} (hand ${o.r.hand}, classified ${o.r.classified}); kind ${o.r.kind} want ${o.doc.kinds.join('|')}; isApplicant ${o.r.isApplicant} want ${o.doc.isApplicant ?? '-'}; role ${o.r.role} want ${o.doc.role?.join('|') ?? '-'}; reason ${o.r.reason ?? '-'}`);
  }
}

const kindExamples = (docs: readonly TunedDoc[]) =>
  docs.flatMap((d) => {
    const kind = targetKind(d);
    return kind ? [{ features: kindFeatures(d.fileName, d.text, d.applicant), kind, weight: d.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 }] : [];
  });

async function writeKinds(docs: readonly TunedDoc[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  // --kind-sets: only these folds (each fit takes minutes); --unfitted sets are in no fold's fit (decision 124).
  const only = option('--kind-sets')?.split(',');
  for (const set of READ_SETS.filter((s) => !only || only.includes(s))) {
    await writeFile(`${dir}/${set}.json`, JSON.stringify(fitSoftmax(kindExamples(docs.filter((d) => d.set !== set && !UNFITTED.has(d.set))), DOCUMENT_KINDS, DEFAULT_FIT)));
    console.error(`kind model without ${set}`);
  }
}

/** Decision 088's vocabulary settings: fitted on the documents the criteria vocabulary alone filed, without the hand's choices. */
const VOCAB = { ...DEFAULT_FILING_FIT, l2: 0.03, minDocs: 3, maxFeatures: 2000, threshold: 0.4, scope: 'vocabulary' as const };
const VOCAB_DROP = ['hand', 'kind files', 'vocab best'];
const dropped = (read: FilingFeatures): FilingFeatures => {
  const keep = <T>(rec: Record<string, T>) => Object.fromEntries(Object.entries(rec).filter(([k]) => !VOCAB_DROP.some((d) => k.startsWith(d))));
  return { ...read, perClass: keep(read.perClass), features: keep(read.features) };
};

type Column = { name: string; category: (o: Old) => string };

function reportColumns(old: readonly Old[], columns: readonly Column[]): void {
  const rows = [...READ_SETS, null].map((set) => {
    const items = old.filter((o) => set === null || o.r.set === set);
    const cases = items.filter((o) => o.doc.judgement);
    return [set ?? 'all', ...columns.map((c) => `${n(items.map((o) => c.category(o) === o.doc.category))} · ${n(cases.map((o) => c.category(o) === o.doc.category))}/${cases.length}`)];
  });
  console.log(table(['set (categories · judgement)', ...columns.map((c) => c.name)], rows));
}

/** Step 4: each learned model fitted without the set it files, on that set's pre-tuning reading. */
function measureModels(today: readonly Today[], all: readonly Old[]): void {
  const old = all.filter((o) => !FOLDS || FOLDS.includes(o.r.set));
  const readingWeight = Number(option('--reading-weight') ?? 1);
  const margins = (option('--margins') ?? '0,0.2,0.4,0.6').split(',').map(Number);
  const vocab = new Map<string, string>();
  const judged = new Map<string, Map<number, string>>();
  const overruled = new Map<number, number>();
  const overRefit = new Map<string, Map<number, string>>();
  const corrected = new Map<string, { today: Map<number, string>; both: Map<number, string> }>();
  for (const set of READ_SETS.filter((s) => !FOLDS || FOLDS.includes(s))) {
    const train = today.filter((t) => t.doc.set !== set && !UNFITTED.has(t.doc.set));
    const held = old.filter((o) => o.r.set === set);
    // The learned vocabulary refitted without this set (decision 088's command), on the old reading's vocabulary-filed documents.
    const vocabModel = fitFiling(train.filter((t) => t.read.byVocabulary).map((t) => ({ read: dropped(t.read), target: classOf(t.doc.category), weight: t.doc.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 })), VOCAB);
    for (const o of held) {
      if (!o.r.byVocabulary) continue;
      const read = dropped({ perClass: o.r.perClass, features: { ...o.r.features, ...lexicalFeatures(o.doc.fileName, o.doc.text.trim()) }, allowed: o.r.allowed, byVocabulary: true });
      const category = fittedCategory(vocabModel, o.doc.visa, read, o.r.hand);
      vocab.set(o.r.id, category === o.r.hand || category === 'other' ? category : (o.r.byFacts[classOf(category)] ?? category));
    }
    // The subject judge fitted without this set, where the old commit had its hook.
    const examples: BinaryExample[] = train.flatMap((t) => (t.subject && t.doc.isApplicant !== undefined ? [{ features: t.subject, positive: t.doc.isApplicant, weight: 1 }] : []));
    if (held.some((o) => o.r.judged)) {
      const weights = fitBinary(examples, DEFAULT_BINARY_FIT);
      for (const o of held) {
        const byMargin = new Map<number, string>();
        for (const m of [0, 0.1, 0.2]) {
          const j = o.r.judged;
          const verdict = j ? overrule({ margin: m, fill: 0.5 }, probabilityHers({ weights }, j.features), j.handState as never) : null;
          if (verdict) overruled.set(m, (overruled.get(m) ?? 0) + 1);
          byMargin.set(m, verdict === 'hers' ? j!.hers.category : verdict === 'another' ? j!.another.category : o.r.category);
        }
        judged.set(o.r.id, byMargin);
      }
    }
    // The corrector, fitted on today's readings alone, and with the other sets' old readings too.
    const todayExamples: FilingExample[] = train.map((t) => ({ read: correctorFeatures(t.read, t.filed), target: classOf(t.doc.category), weight: t.doc.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 }));
    const oldExamples: FilingExample[] = all.filter((o) => o.r.set !== set && !UNFITTED.has(o.r.set)).map((o) => ({ read: correctorFeatures(o.r, uncorrected(o.r)), target: classOf(o.doc.category), weight: readingWeight }));
    const fit = { ...DEFAULT_FILING_FIT, l2: Number(option('--l2') ?? 0.001) };
    const alone = fitFiling(todayExamples, fit);
    const both = fitFiling([...todayExamples, ...oldExamples], fit);
    for (const o of held) {
      const refit = vocab.get(o.r.id);
      if (refit !== undefined) overRefit.set(o.r.id, new Map(margins.map((m) => [m, correctedCategory(both, o.doc.visa, correctorFeatures(o.r, refit), refit, m, o.r.byFacts)])));
      const read = correctorFeatures(o.r, uncorrected(o.r));
      corrected.set(o.r.id, {
        today: new Map(margins.map((m) => [m, correctedCategory(alone, o.doc.visa, read, uncorrected(o.r), m, o.r.byFacts)])),
        both: new Map(margins.map((m) => [m, correctedCategory(both, o.doc.visa, read, uncorrected(o.r), m, o.r.byFacts)])),
      });
    }
    console.error(`models fitted without ${set}`);
  }
  console.log('\nLearned models on the pre-tuning readings (each fitted without the set it files):');
  reportColumns(old, [
    { name: 'filed (in use then)', category: (o) => o.r.category },
    { name: 'hand (no vocabulary)', category: (o) => o.r.hand },
    { name: 'vocabulary refit', category: (o) => vocab.get(o.r.id) ?? o.r.category },
    { name: 'kinds fitted', category: (o) => o.r.kindModel?.category ?? o.r.category },
    ...[0, 0.1, 0.2].map((m) => ({ name: `subject judge ${m}`, category: (o: Old) => judged.get(o.r.id)?.get(m) ?? o.r.category })),
  ]);
  console.log(`subject judge overrulings (holdout19–21, ${old.filter((o) => o.r.judged).length} judged): ${[0, 0.1, 0.2].map((m) => `margin ${m}: ${overruled.get(m) ?? 0}`).join(', ')}`);
  console.log(`\nThe filing corrector (L2 ${option('--l2') ?? 0.001}; old readings weight ${readingWeight}), by margin:`);
  reportColumns(old, [
    { name: 'filed', category: (o) => o.r.category },
    ...margins.map((m) => ({ name: `today ${m}`, category: (o: Old) => corrected.get(o.r.id)!.today.get(m)! })),
    ...margins.map((m) => ({ name: `+readings ${m}`, category: (o: Old) => corrected.get(o.r.id)!.both.get(m)! })),
  ]);
  console.log('\nThe corrector (+readings) over the vocabulary refit:');
  reportColumns(old, [
    { name: 'vocabulary refit', category: (o) => vocab.get(o.r.id) ?? o.r.category },
    ...margins.map((m) => ({ name: `+ corrector ${m}`, category: (o: Old) => overRefit.get(o.r.id)?.get(m) ?? corrected.get(o.r.id)!.both.get(m)! })),
  ]);
  if (!FOLDS) inSample(today, old, margins, readingWeight);
  if (flag('--show')) {
    const m = Number(option('--show-margin') ?? margins[0]);
    for (const o of old) {
      const got = corrected.get(o.r.id)!.both.get(m)!;
      if (got !== o.r.category) console.log(`corrector ${o.r.id}: ${o.r.category} → ${got} want ${o.doc.category} ${got === o.doc.category ? '+' : o.r.category === o.doc.category ? '-' : ''}`);
      const v = vocab.get(o.r.id);
      if (v && v !== o.r.category) console.log(`vocabulary ${o.r.id}: ${o.r.category} → ${v} want ${o.doc.category}`);
      const k = o.r.kindModel?.category;
      if (k && k !== o.r.category) console.log(`kinds ${o.r.id}: ${o.r.category} → ${k} want ${o.doc.category}`);
    }
  }
}

/**
 * The corrector fitted on everything (today's readings and every old reading) and run on today's readings of the tuned
 * sets: what it would do to them in use. Facts are today's hand filing's (a criterion it chooses is not judged by them
 * here, so this screen errs towards more changes than the analyst would make).
 */
function inSample(today: readonly Today[], old: readonly Old[], margins: readonly number[], readingWeight: number, given?: FilingModel): void {
  const model = given ?? fitCorrector(today, old, readingWeight);
  const sets = [...new Set(today.map((t) => t.doc.set))];
  const rows = [...sets, null].map((set) => {
    const items = today.filter((t) => set === null || t.doc.set === set);
    return [set ?? 'all', String(n(items.map((t) => t.filed === t.doc.category))), ...margins.map((m) => String(n(items.map((t) => correctedCategory(model, t.doc.visa, correctorFeatures(t.read, t.filed), t.filed, m) === t.doc.category))))];
  });
  console.log('\nThe corrector in sample on the tuned sets as read today (categories right):');
  console.log(table(['set', 'filed', ...margins.map((m) => `margin ${m}`)], rows));
}

/** The fallback's filing at a threshold, among the kinds allowed (all when none given): decision 116. */
const fellBack = (o: Old, threshold: number, kinds?: ReadonlySet<string>, vocabularyOnly = false): string => {
  const f = o.r.kindFallback;
  return f && f.probability >= threshold && (!kinds || kinds.has(f.recognised)) && (!vocabularyOnly || o.r.byVocabulary) ? f.category : o.r.category;
};

/**
 * The kinds the fallback reads precisely on the other sets (never the one it files): at this threshold, those whose
 * fallback readings there were the label's kind at least `precision` of the time.
 */
function preciseKinds(old: readonly Old[], set: string, threshold: number, precision: number): Set<string> {
  const tally = new Map<string, { fired: number; right: number }>();
  for (const o of old) {
    const f = o.r.kindFallback;
    if (o.r.set === set || !f || f.probability < threshold) continue;
    const t = tally.get(f.recognised) ?? { fired: 0, right: 0 };
    t.fired += 1;
    if (targetKind(o.doc) === f.recognised) t.right += 1;
    tally.set(f.recognised, t);
  }
  return new Set([...tally].filter(([, t]) => t.right / t.fired >= precision).map(([kind]) => kind));
}

/** Decision 116: a fitted kind only where the hand weights read none (dump-filings.ts --kind-fallback), by threshold. */
function reportFallback(old: readonly Old[]): void {
  const thresholds = (option('--thresholds') ?? '0,0.4,0.5,0.6,0.7,0.8,0.9').split(',').map(Number);
  const precision = Number(option('--precision') ?? 0.7);
  const fired = old.filter((o) => o.r.kindFallback);
  console.log(`\nThe kind fallback (decision 116): ${fired.length} documents where the hand weights read no kind and the fitted model one; fact kind 'other' on ${old.filter((o) => o.r.kind === 'other').length}`);
  reportColumns(old, [
    { name: 'filed', category: (o) => o.r.category },
    { name: 'kinds fitted (080)', category: (o) => o.r.kindModel?.category ?? o.r.category },
    ...thresholds.map((t) => ({ name: `fallback ${t}`, category: (o: Old) => fellBack(o, t) })),
  ]);
  console.log('\nThe fallback only where the criteria vocabulary alone filed the document (no reading decided it, the facts set nothing aside):');
  reportColumns(old, thresholds.map((t) => ({ name: `vocabulary-filed ${t}`, category: (o: Old) => fellBack(o, t, undefined, true) })));
  const movedRows = (vocabularyOnly: boolean) => thresholds.map((t) => {
    const moved = fired.filter((o) => fellBack(o, t, undefined, vocabularyOnly) !== o.r.category);
    const right = moved.filter((o) => fellBack(o, t, undefined, vocabularyOnly) === o.doc.category).length;
    const lost = moved.filter((o) => o.r.category === o.doc.category).length;
    return [String(t), String(fired.filter((o) => o.r.kindFallback!.probability >= t && (!vocabularyOnly || o.r.byVocabulary)).length), String(moved.length), String(right), String(lost), String(moved.length - right - lost)];
  });
  console.log(table(['threshold', 'fallback reads a kind', 'filing moved', 'made right', 'made wrong', 'wrong to wrong'], movedRows(true)));
  // The threshold itself chosen without the set it files: the best on the other sets (the higher on a tie).
  const right = (items: readonly Old[], t: number) => n(items.map((o) => fellBack(o, t, undefined, true) === o.doc.category));
  const nested = READ_SETS.map((set) => {
    const others = old.filter((o) => o.r.set !== set);
    const t = thresholds.reduce((best, x) => (right(others, x) > right(others, best) || (right(others, x) === right(others, best) && x > best) ? x : best));
    const items = old.filter((o) => o.r.set === set);
    return { set, t, before: n(items.map((o) => o.r.category === o.doc.category)), after: right(items, t) };
  });
  console.log(`threshold chosen on the other sets: ${nested.map((x) => `${x.set} ${x.t}: ${x.before} → ${x.after}`).join('; ')}; all ${nested.reduce((a, x) => a + x.before, 0)} → ${nested.reduce((a, x) => a + x.after, 0)}`);
  console.log(`\nThe same (vocabulary-filed), only for kinds read right ≥ ${precision} of the time on the other sets (at the same threshold):`);
  reportColumns(old, thresholds.map((t) => ({ name: `precise ${t}`, category: (o: Old) => fellBack(o, t, preciseKinds(old, o.r.set, t, precision), true) })));
  console.log('\nEvery document the fallback reads a kind for:');
  console.log(table(['threshold', 'fallback reads a kind', 'filing moved', 'made right', 'made wrong', 'wrong to wrong'], movedRows(false)));
  const byKind = new Map<string, { fired: number; kind: number; gained: number; lost: number }>();
  const t0 = Number(option('--show-threshold') ?? 0.5);
  for (const o of fired) {
    const f = o.r.kindFallback!;
    if (f.probability < t0 || !o.r.byVocabulary) continue;
    const k = byKind.get(f.recognised) ?? { fired: 0, kind: 0, gained: 0, lost: 0 };
    k.fired += 1;
    if (targetKind(o.doc) === f.recognised) k.kind += 1;
    if (f.category === o.doc.category && o.r.category !== o.doc.category) k.gained += 1;
    if (f.category !== o.doc.category && o.r.category === o.doc.category) k.lost += 1;
    byKind.set(f.recognised, k);
  }
  console.log(`\nBy the kind the fallback reads where the vocabulary alone filed the document, at threshold ${t0}:`);
  console.log(table(['kind', 'read', 'the label\'s kind', 'made right', 'made wrong'], [...byKind].sort((a, b) => b[1].fired - a[1].fired).map(([kind, k]) => [kind, String(k.fired), String(k.kind), String(k.gained), String(k.lost)])));
  if (!flag('--show')) return;
  for (const o of fired) {
    const f = o.r.kindFallback!;
    if (f.category === o.r.category) continue;
    console.log(`fallback${o.r.byVocabulary ? '' : ' (a reading decided it: not asked)'} ${o.r.id} p ${f.probability.toFixed(2)} ${f.recognised}: ${o.r.category} → ${f.category} want ${o.doc.category} (kind want ${o.doc.kinds.join('|')})${f.category === o.doc.category ? ' +' : o.r.category === o.doc.category ? ' -' : ''}${o.doc.judgement ? ' judgement' : ''}`);
  }
}

/**
 * Decision 124: the fitted kind (the dump's kindModel) in place of the hand's only where the fitted model is sure and the
 * hand's kind margin is small (fit/kind-override.ts). The fitted probability is read from today's text with the same
 * fold's kind model (DIR/<set>.json, --write-kinds), fitted without the set. The gate is chosen on the other sets.
 */
async function reportGate(old: readonly Old[], dir: string): Promise<void> {
  const models = new Map<string, KindModel>();
  for (const set of READ_SETS) models.set(set, JSON.parse(await readFile(`${dir}/${set}.json`, 'utf8')) as KindModel);
  const probability = new Map<string, number>();
  let agree = 0;
  for (const o of old) {
    if (!o.r.kindModel) continue;
    const read = readKind(models.get(o.r.set)!, kindFeatures(o.doc.fileName, o.doc.text, o.doc.applicant));
    probability.set(`${o.r.set} ${o.r.id}`, read.probability);
    if (read.kind === o.r.recognised || o.r.kindModel.kind === read.kind) agree += 1;
  }
  const ps = (option('--gate-probabilities') ?? '0,0.5,0.6,0.7,0.8,0.9,0.95').split(',').map(Number);
  const ms = (option('--gate-margins') ?? '0,0.1,0.2,0.3,0.5,1,99').split(',').map(Number);
  const gated = (o: Old, g: KindGate) => gatedKindCategory(o.r, probability.get(`${o.r.set} ${o.r.id}`), g);
  const right = (items: readonly Old[], g: KindGate) => n(items.map((o) => gated(o, g) === o.doc.category));
  console.log(`\nThe fitted kind gated by its probability and the hand's kind margin (decision 124; ${probability.size} documents with a fitted kind, ${agree} whose kind today's text reads as the dump's or the hand's). Categories right, all sets, by probability (rows) and margin at most (columns):`);
  console.log(table(['p \\ margin', ...ms.map(String)], ps.map((p) => [String(p), ...ms.map((m) => String(right(old, { probability: p, margin: m })))])));
  reportColumns(old, [
    { name: 'filed', category: (o) => o.r.category },
    { name: 'kinds fitted (080)', category: (o) => o.r.kindModel?.category ?? o.r.category },
    ...[[0.9, 0.2], [0.8, 0.3], [0.7, 0.5]].map(([p, m]) => ({ name: `p ≥ ${p}, margin ≤ ${m}`, category: (o: Old) => gated(o, { probability: p!, margin: m! }) })),
  ]);
  // The gate chosen without the set it files: the best on the other sets (of those before it in time, for holdout23 all).
  const nested = READ_SETS.map((set) => {
    const others = old.filter((o) => o.r.set !== set);
    const g = bestGate(ps, ms, (x) => right(others, x));
    const items = old.filter((o) => o.r.set === set);
    const moved = items.filter((o) => gated(o, g) !== o.r.category);
    return { set, g, before: n(items.map((o) => o.r.category === o.doc.category)), after: right(items, g), moved: moved.length, made: moved.filter((o) => gated(o, g) === o.doc.category).length, lost: moved.filter((o) => o.r.category === o.doc.category).length, cases: `${n(items.filter((o) => o.doc.judgement).map((o) => o.r.category === o.doc.category))} → ${n(items.filter((o) => o.doc.judgement).map((o) => gated(o, g) === o.doc.category))}` };
  });
  console.log('Gate chosen on the other sets:');
  console.log(table(['set', 'p ≥', 'margin ≤', 'filed', 'gated', 'moved', 'made right', 'made wrong', 'judgement'], nested.map((x) => [x.set, String(x.g.probability), String(x.g.margin), String(x.before), String(x.after), String(x.moved), String(x.made), String(x.lost), x.cases])));
  console.log(`all ${nested.reduce((a, x) => a + x.before, 0)} → ${nested.reduce((a, x) => a + x.after, 0)}`);
  if (!flag('--show')) return;
  for (const x of nested) {
    for (const o of old.filter((o) => o.r.set === x.set && gated(o, x.g) !== o.r.category)) {
      console.log(`gate ${o.r.id} p ${probability.get(`${o.r.set} ${o.r.id}`)?.toFixed(2)} margin ${o.r.features['kind: margin'] ?? 0}: ${o.r.category} → ${gated(o, x.g)} want ${o.doc.category}${gated(o, x.g) === o.doc.category ? ' +' : o.r.category === o.doc.category ? ' -' : ''}`);
    }
  }
}

/** The corrector fitted on every tuned set as read today and every old reading (but --unfitted sets): the one in use. */
function fitCorrector(today: readonly Today[], old: readonly Old[], readingWeight: number) {
  const fit = { ...DEFAULT_FILING_FIT, l2: Number(option('--l2') ?? 0.001) };
  return fitFiling([
    ...today.filter((t) => !UNFITTED.has(t.doc.set)).map((t) => ({ read: correctorFeatures(t.read, t.filed), target: classOf(t.doc.category), weight: t.doc.set === 'judgement' ? JUDGEMENT_WEIGHT : 1 })),
    ...old.filter((o) => !UNFITTED.has(o.r.set)).map((o) => ({ read: correctorFeatures(o.r, uncorrected(o.r)), target: classOf(o.doc.category), weight: readingWeight })),
  ], fit);
}

async function main(): Promise<void> {
  const docs = await loadTunedSets(option('--cache'));
  // The labels of sets read before their tuning that the tuned table lacks (holdout24, decisions 124 and 128): for the kind
  // models and the old readings only; the corrector's today's readings stay the tuned table's.
  const labelled = await withReadingSets(docs, option('--cache'));
  const kinds = option('--write-kinds');
  if (kinds) return writeKinds(labelled, kinds);
  const fallback = option('--write-kind-fallback');
  if (fallback) return writeFile(fallback, `${JSON.stringify({ threshold: Number(option('--threshold') ?? 0.6), model: fitSoftmax(kindExamples(labelled.filter((d) => !UNFITTED.has(d.set))), DOCUMENT_KINDS, DEFAULT_FIT) })}\n`);
  const old = await loadOld(labelled);
  reportFigures(old);
  reportMisses(old, flag('--misses'));
  if (flag('--fallback')) reportFallback(old);
  const gateKinds = option('--gate');
  if (gateKinds) await reportGate(old, gateKinds);
  if (!flag('--models') && !option('--write-corrector') && !option('--screen')) return;
  const today = readToday(docs);
  console.error(`${today.length} tuned documents read today`);
  const screen = option('--screen');
  if (screen) {
    // Decision 123: the in-sample screen of a given corrector json (the one in use) on today's readings, not refitted.
    const given = JSON.parse(await readFile(screen, 'utf8')) as FilingModel;
    const margins = (option('--margins') ?? '0,0.2,0.4,0.6').split(',').map(Number);
    // And on the pre-tuning readings (decision 124): out of sample only for a set the json never fitted on.
    console.log('\nThe given corrector on the pre-tuning readings (in sample for the sets it was fitted on):');
    reportColumns(old, [
      { name: 'filed', category: (o) => o.r.category },
      { name: 'before the corrector', category: (o) => uncorrected(o.r) },
      ...margins.map((m) => ({ name: `given ${m}`, category: (o: Old) => correctedCategory(given, o.doc.visa, correctorFeatures(o.r, uncorrected(o.r)), uncorrected(o.r), m, o.r.byFacts) })),
    ]);
    return inSample(today, old, margins, 0, given);
  }
  const write = option('--write-corrector');
  if (write) {
    const margin = Number(option('--margin') ?? 0.4);
    const model = fitCorrector(today, old, Number(option('--reading-weight') ?? 1));
    await writeFile(write, `${JSON.stringify({ ...model, margin })}\n`);
    console.log(`wrote ${write}: ${Object.keys(model.weights).length} features, margin ${margin}`);
    return;
  }
  measureModels(today, old);
}

try {
  await main();
} finally {
  await terminateOcr();
}
