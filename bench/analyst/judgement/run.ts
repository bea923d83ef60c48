/**
 * The judgement bench: every case is rendered, extracted as an upload is, and analysed with its
 * petition's visa and applicant; then the category, the reason and the fact sheet are scored, each
 * petition is asked its fact questions, its drafts are checked against the guarantees, and every fact
 * sheet is checked against its document (factSheetProblems: each fact's sentence on the page it names).
 * Usage: npx tsx bench/analyst/run.ts --judgement   (or as part of the full run)
 */
import type { CriteriaReport } from '../../../src/contract/criteria-report';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { factSheetProblems } from '../../../server/modules/analyst/fact-check';
import { extractAll } from '../classify';
import { reportFactChat, runFactChat, type FactChatResult } from '../chat';
import { exhibitsOf, reportGuarantees, runGuarantees, type Checked, type Guarantees } from '../guarantees';
import { oneLine, pct, table } from '../print';
import { AWAITING_KIND_SPECS } from './awaiting';
import { PETITIONS } from './index';
import { fieldAccuracy, FIELDS, scoreCase, type CaseResult, type Field } from './score';
import type { JudgementCase, Petition } from './types';

export type JudgementFigures = {
  results: CaseResult[];
  fields: Record<Field, { right: number; total: number }>;
  chat: FactChatResult[];
  /** Facts whose sentence is not on the page they name, per case. */
  sheetProblems: Array<{ id: string; problems: string[] }>;
  checked: Checked[];
};

/** `photos: false` leaves out the phone photos (OCR is most of the time) and the questions that cite them. */
export async function measureJudgement(analyst: Analyst, opts: { photos?: boolean; guarantees?: Guarantees | null } = {}): Promise<JudgementFigures> {
  const keep = (c: JudgementCase) => opts.photos !== false || c.format !== 'photo';
  const results: CaseResult[] = [];
  const chat: FactChatResult[] = [];
  const checked: Checked[] = [];
  for (const petition of PETITIONS) {
    const cases = petition.cases.filter(keep);
    const extracted = await extractAll(cases);
    const mine: CaseResult[] = [];
    for (const e of extracted) {
      const analysis = await analyst.analyseEvidence({ visaType: petition.visa, fileName: e.doc.fileName, mimeType: e.mimeType, text: e.text, applicantName: petition.applicant });
      mine.push(scoreCase(petition, e.doc, e.text, e.mimeType, analysis));
    }
    results.push(...mine);
    const exhibits = exhibitsOf(mine.map((r) => ({ fileName: r.case.fileName, analysis: r.analysis, text: r.text })));
    const { report } = await analyst.buildCriteriaReport({ visaType: petition.visa, evidence: exhibits });
    const questions = petition.chat.filter((q) => cases.some((c) => c.fileName === q.cite));
    chat.push(...(await runFactChat(analyst, [{ key: petition.key, visa: petition.visa, exhibits, report: report as CriteriaReport, cases: questions }])));
    if (opts.guarantees) checked.push(...(await runGuarantees(analyst, opts.guarantees, petition.visa, exhibits, { applicant: petition.applicant, achievements: petition.achievements, people: petition.recommenders })));
  }
  const sheetProblems = results.map((r) => ({ id: r.case.id, problems: r.analysis.factSheet ? factSheetProblems(r.analysis.factSheet, r.text) : ['no fact sheet'] })).filter((p) => p.problems.length > 0);
  return { results, fields: fieldAccuracy(results), chat, sheetProblems, checked };
}

const mark = (ok: boolean | null) => (ok === null ? '' : ok ? 'ok' : 'X');

/** Prints the judgement report; the figures themselves are returned by measureJudgement. */
export function reportJudgement(f: JudgementFigures): void {
  const { results } = f;
  const judged = results.filter((r) => r.judged).length;
  const categories = results.filter((r) => r.category).length;
  console.log(`\n== Judgement cases (${results.length}, ${PETITIONS.length} petitions: ${[...new Set(PETITIONS.map((p) => p.visa))].join(', ')}) ==`);
  console.log(`judged right (category and reason) ${pct(judged, results.length)} (${judged}/${results.length}); categories ${pct(categories, results.length)} (${categories}/${results.length})`);
  for (const visa of [...new Set(PETITIONS.map((p) => p.visa))]) {
    const mine = results.filter((r) => r.petition.visa === visa);
    console.log(`  ${visa.padEnd(17)} ${mine.filter((r) => r.judged).length}/${mine.length}`);
  }
  console.log('\nFact-sheet fields (cases that state the field):');
  console.log(table(['field', 'right', 'accuracy'], FIELDS.map((k) => [k, `${f.fields[k].right}/${f.fields[k].total}`, pct(f.fields[k].right, f.fields[k].total)])));
  const wrong = results.filter((r) => !r.judged || FIELDS.some((k) => r.fields[k] === false));
  console.log(`\nCases with a miss (${wrong.length}; X = wrong):`);
  console.log(
    table(
      ['id', 'file', 'cat', 'reason', ...FIELDS.map((k) => k.slice(0, 7)), 'expected', 'got', 'awaiting'],
      wrong.map((r) => [r.case.id, r.case.fileName.slice(0, 28), mark(r.category), mark(r.reason), ...FIELDS.map((k) => mark(r.fields[k])), r.case.expect.category, r.analysis.category, r.case.id in AWAITING_KIND_SPECS ? 'kind-specs' : '']),
    ),
  );
  for (const r of wrong) {
    const s = r.analysis.factSheet;
    const e = r.case.expect;
    console.log(`- ${r.case.id} (${r.case.trap})`);
    if (!r.reason) console.log(`    reason: ${s?.filingReason ?? 'none'}; wanted ${e.reason ?? 'none'}`);
    if (r.fields.kind === false) console.log(`    kind: ${s?.kind}; wanted ${e.kind}`);
    if (r.fields.subject === false || r.fields.isApplicant === false) console.log(`    subject: ${s?.subject ? `${s.subject.value} (${s.subject.isApplicant ? 'the applicant' : 'not her'})` : 'none'}; wanted ${e.subject ? `${e.subject.name} (${e.subject.isApplicant ? 'the applicant' : 'not her'})` : 'none'}`);
    if (r.fields.applicantRole === false) console.log(`    role: ${s?.applicantRole}; wanted ${e.role}`);
    if (r.fields.issuer === false) console.log(`    issuer: ${s?.issuer?.value ?? 'none'}; wanted ${JSON.stringify(e.issuer)}`);
    if (r.fields.date === false) console.log(`    date: ${s?.date?.value ?? 'none'}; wanted ${e.date}`);
    if (r.fields.figures === false) console.log(`    figures: ${s?.figures.map((g) => g.value).join(' | ') || 'none'}; wanted ${e.figures.join(' | ')}`);
  }
  console.log('\n== Chat: fact questions (a name, a number or a date) ==');
  reportFactChat(f.chat);
  if (f.checked.length > 0) {
    console.log('\n== Guarantees over the judgement petitions (every visa type) ==');
    reportGuarantees(f.checked);
  }
  console.log(`\nFact sheets with a fact off its page: ${f.sheetProblems.length}`);
  for (const p of f.sheetProblems.slice(0, 5)) console.log(`- ${p.id}: ${oneLine(p.problems.join('; '), 200)}`);
}

export type { Petition };
