// The analyst measured on a labelled corpus (issue 10, "Measured"): categories and document
// kinds, guarantee failures in drafted statements and letters, and chat answers to questions
// with known answers. Everything is generated in memory; nothing is fetched.
// Usage: npx tsx bench/analyst/run.ts            (--holdout: only categories, on the held-out set in holdout/;
//                                                --holdout2: the same on the second held-out set in holdout2/, never tuned on;
//                                                --judgement: only the judgement cases of judgement/, with their chat and guarantees)
//        --filing-model FILE: file with a fitted filer (bench/analyst/fit-filing.ts --write FILE) instead of the hand filing alone
//        --hand-issuer: the hand rules' issuer alone, without the learned ranker (decision 094)
//        --subject-model FILE: judge whether a document is about the applicant with a fitted model (fit-subject.ts --write FILE; decision 099)
//        AI_PROVIDER=openai OPENAI_API_KEY=… OPENAI_MODEL=… [OPENAI_BASE_URL=…] npx tsx bench/analyst/run.ts --provider openai [--limit N]
//        (issue 16: the same set through the OpenAI-compatible analyst too, its figures beside the built-in analyst's;
//         --limit keeps the first N documents of each visa)
// Goals: categories >= 90%, chat >= 18/20, guarantees 0 failures. Always exits 0 (a bench, not a test), except
// for a --provider openai whose settings are missing or wrong (exit 2, with the settings' complaints).
import { readFile } from 'node:fs/promises';
import { terminateOcr } from '../../server/platform/extract/index';
import { useFilingModel } from '../../server/modules/analyst/local/filing-fitted';
import { useIssuerModel } from '../../server/modules/analyst/local/fact-issuer-learned';
import { useSubjectModel } from '../../server/modules/analyst/local/subject-judge-learned';
import type { SubjectModel } from '../../server/modules/analyst/local/subject-judge';
import type { FilingModel } from '../../server/modules/analyst/local/filing-model';
import type { Analyst } from '../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import type { CriteriaReport } from '../../src/contract/criteria-report';
import { classifyAll, extractAll, reportClassification, type Extracted } from './classify';
import { reportChat, runAnswersFirst, runChat } from './chat';
import { BENCH_VISAS, buildCorpus, CHAT_PETITION_SIZE, type CorpusDoc } from './corpus/index';
import { compareAnalysts, type Measured } from './compare';
import { loadGuarantees, petitionOf, reportGuarantees, runGuarantees } from './guarantees';
import { runHoldout } from './holdout/run';
import { runHoldout2 } from './holdout2/run';
import { runHoldout3 } from './holdout3/run';
import { runHoldout4 } from './holdout4/run';
import { runHoldout5 } from './holdout5/run';
import { runHoldout6 } from './holdout6/run';
import { runHoldout7 } from './holdout7/run';
import { runHoldout8 } from './holdout8/run';
import { runHoldout9 } from './holdout9/run';
import { runHoldout10 } from './holdout10/run';
import { runHoldout11 } from './holdout11/run';
import { runHoldout12 } from './holdout12/run';
import { runHoldout13 } from './holdout13/run';
import { runHoldout14 } from './holdout14/run';
import { runHoldout15 } from './holdout15/run';
import { runHoldout16 } from './holdout16/run';
import { runHoldout17 } from './holdout17/run';
import { runHoldout18 } from './holdout18/run';
import { runHoldout19 } from './holdout19/run';
import { runHoldout20 } from './holdout20/run';
import { runHoldout21 } from './holdout21/run';
import { runHoldout22 } from './holdout22/run';
import { runHoldout23 } from './holdout23/run';
import { runHoldout24 } from './holdout24/run';
import { runHoldout25 } from './holdout25/run';
import { runHoldout26 } from './holdout26/run';
import { runHoldout27 } from './holdout27/run';
import { runHoldout28 } from './holdout28/run';
import { runHoldout29 } from './holdout29/run';
import { runNiwHoldout } from './niw-holdout/run';
import { measureJudgement, reportJudgement, type JudgementFigures } from './judgement/run';
import { openModelAnalyst, type ModelUnderTest } from './model';
import { pct } from './print';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const provider = option('--provider') ?? 'local';
const limit = option('--limit') === undefined ? undefined : Number(option('--limit'));
if (!['local', 'openai'].includes(provider) || (limit !== undefined && !(Number.isInteger(limit) && limit > 0))) {
  console.error('usage: npx tsx bench/analyst/run.ts [--holdout|--holdout2] [--provider local|openai] [--limit N]');
  process.exit(2);
}

const filingModel = option('--filing-model');
if (filingModel) useFilingModel(JSON.parse(await readFile(filingModel, 'utf8')) as FilingModel);
if (process.argv.includes('--hand-issuer')) useIssuerModel(null);
const subjectModel = option('--subject-model');
if (subjectModel) useSubjectModel(JSON.parse(await readFile(subjectModel, 'utf8')) as SubjectModel);

let model: ModelUnderTest | undefined;
if (provider === 'openai') {
  const opened = await openModelAnalyst(process.env);
  if ('errors' in opened) {
    console.error(`--provider openai needs the analyst's settings (README.md §configuration):\n${opened.errors.map((e) => `  ${e}`).join('\n')}`);
    process.exit(2);
  }
  model = opened;
  console.log(`Model: ${model.model} at ${model.baseUrl}`);
}

// The held-out sets measure categorisation on documents the analyst was not tuned on (the chosen analyst alone).
// The second held-out set is never tuned on: its figure is the honest one to report.
const chosen = model?.analyst ?? createLocalAnalyst();
if (process.argv.includes('--holdout3')) { await runHoldout3(chosen); process.exit(0); }
if (process.argv.includes('--holdout4')) { await runHoldout4(chosen); process.exit(0); }
if (process.argv.includes('--holdout5')) { await runHoldout5(chosen); process.exit(0); }
if (process.argv.includes('--holdout6')) { await runHoldout6(chosen); process.exit(0); }
if (process.argv.includes('--holdout7')) { await runHoldout7(chosen); process.exit(0); }
if (process.argv.includes('--holdout8')) { await runHoldout8(chosen); process.exit(0); }
if (process.argv.includes('--holdout9')) { await runHoldout9(chosen); process.exit(0); }
if (process.argv.includes('--holdout10')) { await runHoldout10(chosen); process.exit(0); }
if (process.argv.includes('--holdout11')) { await runHoldout11(chosen); process.exit(0); }
if (process.argv.includes('--holdout12')) { await runHoldout12(chosen); process.exit(0); }
if (process.argv.includes('--holdout13')) { await runHoldout13(chosen); process.exit(0); }
if (process.argv.includes('--holdout14')) { await runHoldout14(chosen); process.exit(0); }
if (process.argv.includes('--holdout15')) { await runHoldout15(chosen); process.exit(0); }
if (process.argv.includes('--holdout16')) { await runHoldout16(chosen); process.exit(0); }
if (process.argv.includes('--holdout17')) { await runHoldout17(chosen); process.exit(0); }
if (process.argv.includes('--holdout18')) { await runHoldout18(chosen); process.exit(0); }
if (process.argv.includes('--holdout19')) { await runHoldout19(chosen); process.exit(0); }
if (process.argv.includes('--holdout20')) { await runHoldout20(chosen); process.exit(0); }
if (process.argv.includes('--holdout21')) { await runHoldout21(chosen); process.exit(0); }
if (process.argv.includes('--holdout22')) { await runHoldout22(chosen); process.exit(0); }
if (process.argv.includes('--holdout23')) { await runHoldout23(chosen); process.exit(0); }
if (process.argv.includes('--holdout24')) { await runHoldout24(chosen); process.exit(0); }
if (process.argv.includes('--holdout25')) { await runHoldout25(chosen); process.exit(0); }
if (process.argv.includes('--holdout26')) { await runHoldout26(chosen); process.exit(0); }
if (process.argv.includes('--holdout27')) { await runHoldout27(chosen); process.exit(0); }
if (process.argv.includes('--holdout28')) { await runHoldout28(chosen); process.exit(0); }
if (process.argv.includes('--holdout29')) { await runHoldout29(chosen); process.exit(0); }
if (process.argv.includes('--niw-holdout')) { await runNiwHoldout(chosen); process.exit(0); }
if (process.argv.includes('--holdout2')) {
  await runHoldout2(chosen);
  process.exit(0);
}
if (process.argv.includes('--holdout')) {
  await runHoldout(chosen);
  process.exit(0);
}
if (process.argv.includes('--judgement')) {
  try {
    const judged = await measureJudgement(chosen, { guarantees: await loadGuarantees() });
    reportJudgement(judged);
    printJudgementLine(judged);
  } finally {
    await terminateOcr();
  }
  process.exit(0);
}

/** The judgement figures in one line: what the CI gate (tests/unit/analyst-gates.test.ts) holds. */
function printJudgementLine(f: JudgementFigures): void {
  const judged = f.results.filter((r) => r.judged).length;
  const answered = f.chat.filter((c) => c.answered).length;
  const failures = f.checked.reduce((a, c) => a + c.failures.length, 0);
  const fields = Object.entries(f.fields).map(([k, v]) => `${k} ${pct(v.right, v.total)}`).join(', ');
  console.log(`\njudgement: cases ${judged}/${f.results.length}; fields ${fields}; chat ${answered}/${f.chat.length} answered first; guarantees ${failures} failures in ${f.checked.length} drafts, ${f.sheetProblems.length} fact sheets off their page`);
}

/** The first `limit` documents of each visa, in plan order (Priya Raman's petition first). */
const limited = (docs: CorpusDoc[]) => (limit === undefined ? docs : BENCH_VISAS.flatMap((v) => docs.filter((d) => d.visa === v).slice(0, limit)));

/** The whole report for one analyst, on text extracted once for all. */
async function measure(label: string, analyst: Analyst, extracted: Extracted[]): Promise<Measured> {
  const from = Date.now();
  console.log(`\n######## ${label} ########`);
  const results = await classifyAll(analyst, extracted);
  const cat = reportClassification(results);

  console.log('\n== Guarantees ==');
  const guarantees = await loadGuarantees();
  let failures: number | null = null;
  if (!guarantees) {
    console.log('guarantees module not available (server/modules/analyst/guarantees.ts with checkDraft)');
  } else {
    const checked = [];
    for (const visa of BENCH_VISAS) checked.push(...(await runGuarantees(analyst, guarantees, visa, petitionOf(results.filter((r) => r.doc.visa === visa)))));
    failures = reportGuarantees(checked);
  }

  let chat: number | null = null;
  const own = results.filter((r) => r.doc.visa === 'EB-1A').slice(0, CHAT_PETITION_SIZE);
  if (own.length < CHAT_PETITION_SIZE) {
    console.log(`\n== Chat == skipped: its questions need Priya Raman's ${CHAT_PETITION_SIZE} documents (--limit ${limit})`);
  } else {
    console.log('\n== Chat (EB-1A petition of Priya Raman, Exhibits 1-%d) ==', CHAT_PETITION_SIZE);
    const exhibits = petitionOf(own);
    const { report } = await analyst.buildCriteriaReport({ visaType: 'EB-1A', evidence: exhibits });
    chat = reportChat(await runChat(analyst, exhibits, own.map((r) => r.doc.expectedCategory), report as CriteriaReport));
  }
  console.log('\n== Chat: answers first ==');
  await runAnswersFirst(analyst);

  // Judgement cases: documents that name the applicant beside someone else's achievement, every visa type.
  const judged = await measureJudgement(analyst, { guarantees });
  reportJudgement(judged);
  printJudgementLine(judged);
  const tuned = { right: cat.right + judged.results.filter((r) => r.category).length, total: cat.total + judged.results.length };
  console.log(`tuned set (corpus and judgement cases): categories ${pct(tuned.right, tuned.total)} (${tuned.right}/${tuned.total})`);
  const measured = { label, categories: cat, failures, chat, seconds: (Date.now() - from) / 1000 };
  console.log(`\n${label}: categories ${pct(cat.right, cat.total)} (${cat.right}/${cat.total}), kinds ${pct(cat.kinds, cat.total)}, guarantees ${failures === null ? 'n/a' : `${failures} failures`}, chat ${chat === null ? 'skipped' : `${chat}/20`}`);
  return measured;
}

try {
  const docs = limited(buildCorpus());
  const formats = ['pdf', 'docx', 'photo', 'txt'].map((f) => `${f} ${docs.filter((d) => d.format === f).length}`).join(', ');
  console.log(`Corpus: ${docs.length} documents (${BENCH_VISAS.map((v) => `${v} ${docs.filter((d) => d.visa === v).length}`).join(', ')}); ${formats}; ${docs.filter((d) => d.distractor).length} with a distractor.`);
  const extracted = await extractAll(docs);
  console.log(`Extracted in ${seconds()} s.`);

  const measured = [await measure('built-in analyst', createLocalAnalyst(), extracted)];
  if (model) measured.push({ ...(await measure(`model ${model.model}`, model.analyst, extracted)), model: await model.figures() });
  console.log(`\nDone in ${seconds()} s.`);
  if (model) compareAnalysts(measured);
} catch (err) {
  console.error('bench/analyst failed:', err);
} finally {
  await terminateOcr();
  await model?.close();
}
