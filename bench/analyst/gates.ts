/**
 * The bench's accuracy gates on its tuned set (issue 32, "Measured"), measured in-process for CI
 * (tests/unit/analyst-gates.test.ts): categories of the corpus and the judgement cases, the judgement
 * cases themselves, each fact-sheet field, the chat's fact questions, and the guarantees (drafts checked
 * before the server mends them, and every fact sheet against its document).
 */
import type { Analyst } from '../../server/platform/analyst/analyst';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { classifyAll, extractAll } from './classify';
import { buildCorpus } from './corpus/index';
import { loadGuarantees, petitionOf, runGuarantees } from './guarantees';
import { AWAITING_KIND_SPECS } from './judgement/awaiting';
import { measureJudgement } from './judgement/run';
import type { Field } from './judgement/score';

export const GOALS = { categories: 0.95, field: 0.9, chatAnswered: 28, guaranteeFailures: 0 } as const;

type Count = { right: number; total: number };
export type GateFigures = {
  /** Corpus and judgement cases together. */
  categories: Count;
  /** Judgement cases not awaiting kind-specs: category and reason right. */
  judged: Count;
  /** Cases that fail, outside the awaiting list: each a regression. */
  misjudged: string[];
  /** Cases on the awaiting list that now pass: the list is out of date. */
  awaitingPasses: string[];
  fields: Record<Field, Count>;
  chat: Count;
  guaranteeFailures: number;
  /** Facts whose sentence is not on the page they name, over every sheet of the corpus and the cases. */
  sheetProblems: number;
  seconds: number;
};

/** `photos: false` leaves out the phone photos: OCR is most of the time, and nothing in the gates is about OCR. */
export async function measureGates(analyst: Analyst, opts: { photos: boolean }): Promise<GateFigures> {
  const started = Date.now();
  const guarantees = await loadGuarantees();
  if (!guarantees) throw new Error('the guarantees module (server/modules/analyst/guarantees.ts) is missing');
  const corpus = buildCorpus().filter((d) => opts.photos || d.format !== 'photo');
  const classified = await classifyAll(analyst, await extractAll(corpus));
  const checked = [];
  for (const visa of ['EB-1A', 'O-1A'] as const) checked.push(...(await runGuarantees(analyst, guarantees, visa, petitionOf(classified.filter((r) => r.doc.visa === visa)))));
  const judged = await measureJudgement(analyst, { photos: opts.photos, guarantees });
  checked.push(...judged.checked);

  const awaiting = (id: string) => id in AWAITING_KIND_SPECS;
  const held = judged.results.filter((r) => !awaiting(r.case.id));
  const corpusSheets = classified.filter((r) => r.analysis.factSheet && factSheetProblems(r.analysis.factSheet, r.text).length > 0).length;
  return {
    categories: {
      right: classified.filter((r) => r.analysis.category === r.doc.expectedCategory).length + judged.results.filter((r) => r.category).length,
      total: classified.length + judged.results.length,
    },
    judged: { right: held.filter((r) => r.judged).length, total: held.length },
    misjudged: held.filter((r) => !r.judged).map((r) => `${r.case.id} (${r.case.fileName}): filed ${r.analysis.category}, reason ${JSON.stringify(r.analysis.factSheet?.filingReason ?? null)}`),
    awaitingPasses: judged.results.filter((r) => awaiting(r.case.id) && r.judged).map((r) => r.case.id),
    fields: judged.fields,
    chat: { right: judged.chat.filter((c) => c.answered).length, total: judged.chat.length },
    guaranteeFailures: checked.reduce((a, c) => a + c.failures.length, 0),
    sheetProblems: corpusSheets + judged.sheetProblems.length,
    seconds: (Date.now() - started) / 1000,
  };
}
