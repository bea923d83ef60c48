/**
 * The never-tuned set (issue 32, "Measured"): every document extracted as an upload is, analysed by
 * the analyst with its visa and the applicant's name, and scored on its category, its fact sheet and
 * the judgement cases. Reported apart from the tuned sets; see README.md (do not tune on it).
 * Usage: npx tsx bench/analyst/holdout3/run.ts   (or npx tsx bench/analyst/run.ts --holdout3)
 */
import { pathToFileURL } from 'node:url';
import type { Analyst, EvidenceAnalysis } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { extractText, terminateOcr } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import { VISA_TYPES } from '../../../src/contract/visa-types';
import { renderDoc } from '../corpus/render';
import { oneLine, pct, table } from '../print';
import type { NumberedDoc } from './doc';
import { buildHoldout3 } from './plan';
import { FIELDS, figuresFound, scoreFacts, type Field, type FieldScore } from './score';

type Scored = { doc: NumberedDoc; analysis: EvidenceAnalysis; fields: FieldScore[] };

/** The bytes a user would upload, sniffed and extracted by the server's own code. */
async function extract(doc: NumberedDoc): Promise<{ mimeType: string; text: string }> {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
  return { mimeType, text: (await extractText(bytes, mimeType)).text };
}

async function analyseAll(analyst: Analyst, docs: NumberedDoc[]): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const doc of docs) {
    const { mimeType, text } = await extract(doc);
    const analysis = await analyst.analyseEvidence({ visaType: doc.visa, fileName: doc.fileName, mimeType, text, applicantName: doc.applicant });
    out.push({ doc, analysis, fields: scoreFacts(doc.facts, analysis.factSheet) });
  }
  return out;
}

const categoryRight = (s: Scored) => s.analysis.category === s.doc.category;
const fieldRight = (s: Scored, field: Field) => s.fields.find((f) => f.field === field)?.right;
/** A judgement case is attributed right when its category, isApplicant and role all are (those the label gives). */
const attributedRight = (s: Scored) => categoryRight(s) && fieldRight(s, 'isApplicant') !== false && fieldRight(s, 'role') !== false;

const ratio = (n: number, of: number) => `${pct(n, of).padStart(4)} (${n}/${of})`;

function reportCategories(results: Scored[]): void {
  console.log('\n== Categories ==');
  const rows = [
    ['all', results],
    ...VISA_TYPES.map((v) => [v, results.filter((r) => r.doc.visa === v)] as const),
    ['judgement cases', results.filter((r) => r.doc.judgement)],
    ['positive documents', results.filter((r) => !r.doc.judgement)],
    ...(['pdf', 'docx', 'txt'] as const).map((f) => [`format ${f}`, results.filter((r) => r.doc.format === f)] as const),
  ] as const;
  console.log(table(['set', 'category right'], rows.map(([label, items]) => [label, ratio(items.filter(categoryRight).length, items.length)])));
}

/** Per field: right out of the documents whose label gives it. Returns the fields in the summary's words. */
function reportFields(results: Scored[]): string {
  console.log('\n== Fact-sheet fields (documents whose label gives the field) ==');
  const withSheet = results.filter((r) => r.analysis.factSheet).length;
  console.log(`fact sheets returned: ${ratio(withSheet, results.length)}`);
  const rows = FIELDS.map((field) => {
    const scored = results.flatMap((r) => r.fields.filter((f) => f.field === field));
    return [field, scored.filter((f) => f.right).length, scored.length] as const;
  });
  console.log(table(['field', 'right'], rows.map(([field, n, of]) => [field, ratio(n, of)])));
  const figures = results.map((r) => figuresFound(r.doc.facts, r.analysis.factSheet));
  const found = figures.reduce((sum, f) => sum + f.found, 0);
  const of = figures.reduce((sum, f) => sum + f.of, 0);
  console.log(`figures recorded one by one: ${ratio(found, of)} (the field above needs every figure of a document)`);
  return rows.map(([field, n, total]) => `${field} ${pct(n, total)}`).join(', ');
}

function reportJudgement(results: Scored[]): { right: number; attributed: number; total: number } {
  const cases = results.filter((r) => r.doc.judgement);
  console.log('\n== Judgement cases ==');
  console.log(`category right:                      ${ratio(cases.filter(categoryRight).length, cases.length)}`);
  console.log(`category, isApplicant and role right: ${ratio(cases.filter(attributedRight).length, cases.length)}`);
  console.log(
    table(
      ['id', 'case', 'expected', 'got', 'role got'],
      cases.map((r) => [r.doc.id, oneLine(r.doc.judgement ?? '', 60), r.doc.category, r.analysis.category, r.analysis.factSheet?.applicantRole ?? '-']),
    ),
  );
  return { right: cases.filter(categoryRight).length, attributed: cases.filter(attributedRight).length, total: cases.length };
}

function reportMisses(results: Scored[]): void {
  const missed = results.filter((r) => !categoryRight(r) || r.fields.some((f) => !f.right));
  console.log(`\n== Misses (${missed.length} documents) ==`);
  for (const r of missed) {
    console.log(`${r.doc.id}  ${r.doc.fileName}${r.doc.judgement ? '  [judgement]' : ''}`);
    if (!categoryRight(r)) console.log(`    category: expected ${r.doc.category}, got ${r.analysis.category}`);
    for (const f of r.fields.filter((x) => !x.right)) console.log(`    ${f.field}: expected ${oneLine(f.expected, 70)}; got ${oneLine(f.got, 70)}`);
  }
}

export async function runHoldout3(analyst: Analyst): Promise<void> {
  const started = Date.now();
  try {
    const docs = buildHoldout3();
    const perVisa = VISA_TYPES.map((v) => `${v} ${docs.filter((d) => d.visa === v).length}`).join(', ');
    const formats = (['pdf', 'docx', 'txt'] as const).map((f) => `${f} ${docs.filter((d) => d.format === f).length}`).join(', ');
    console.log(`Never-tuned set (holdout3): ${docs.length} documents (${perVisa}); ${formats}; ${docs.filter((d) => d.judgement).length} judgement cases.`);
    const results = await analyseAll(analyst, docs);
    reportCategories(results);
    const fields = reportFields(results);
    const judgement = reportJudgement(results);
    reportMisses(results);
    const right = results.filter(categoryRight).length;
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(
      `holdout3 categories ${pct(right, results.length)} (${right}/${results.length}), judgement ${pct(judgement.right, judgement.total)} (${judgement.right}/${judgement.total}; attributed ${judgement.attributed}), fields: ${fields}`,
    );
  } catch (err) {
    console.error('bench/analyst holdout3 failed:', err);
  } finally {
    await terminateOcr();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout3(createLocalAnalyst());
