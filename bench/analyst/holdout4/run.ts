/**
 * The fourth never-tuned set: every document extracted as an upload is, analysed with its visa and the
 * applicant's name, and scored on its category, its fact sheet (title included) and the judgement cases.
 * Reported apart from the tuned sets; see README.md (do not tune on it).
 * Usage: npx tsx bench/analyst/holdout4/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst, EvidenceAnalysis } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { extractText, terminateOcr } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import { renderDoc } from '../corpus/render';
import { oneLine, pct, table } from '../print';
import type { NumberedDoc4 } from './doc';
import { buildHoldout4 } from './plan';
import { FIELDS, figuresFound, scoreFacts, type Field, type FieldScore } from './score';

/** What a set's runner needs of a document; the NIW set's visa may not be a VisaType of this build. */
export type BenchDoc = Omit<NumberedDoc4, 'visa'> & { visa: string };

type Scored = { doc: BenchDoc; analysis: EvidenceAnalysis; fields: FieldScore[] };

async function extract(doc: BenchDoc): Promise<{ mimeType: string; text: string }> {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
  return { mimeType, text: (await extractText(bytes, mimeType)).text };
}

async function analyseAll(analyst: Analyst, docs: BenchDoc[]): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const doc of docs) {
    const { mimeType, text } = await extract(doc);
    const visaType = doc.visa as Parameters<Analyst['analyseEvidence']>[0]['visaType'];
    const analysis = await analyst.analyseEvidence({ visaType, fileName: doc.fileName, mimeType, text, applicantName: doc.applicant });
    out.push({ doc, analysis, fields: scoreFacts(doc.facts, analysis.factSheet) });
  }
  return out;
}

const categoryRight = (s: Scored) => s.analysis.category === s.doc.category;
const fieldRight = (s: Scored, field: Field) => s.fields.find((f) => f.field === field)?.right;
/** A judgement case is attributed right when its category, isApplicant and role all are (those the label gives). */
const attributedRight = (s: Scored) => categoryRight(s) && fieldRight(s, 'isApplicant') !== false && fieldRight(s, 'role') !== false;
const ratio = (n: number, of: number) => `${pct(n, of).padStart(4)} (${n}/${of})`;

function reportCategories(results: Scored[], visas: readonly string[]): void {
  console.log('\n== Categories ==');
  const rows: [string, Scored[]][] = [
    ['all', results],
    ...visas.map((v): [string, Scored[]] => [v, results.filter((r) => r.doc.visa === v)]),
    ['judgement cases', results.filter((r) => r.doc.judgement)],
    ['positive documents', results.filter((r) => !r.doc.judgement)],
    ...formatsOf(results.map((r) => r.doc)).map((f): [string, Scored[]] => [`format ${f}`, results.filter((r) => r.doc.format === f)]),
  ];
  console.log(table(['set', 'category right'], rows.map(([label, items]) => [label, ratio(items.filter(categoryRight).length, items.length)])));
  const expected = [...new Set(results.map((r) => r.doc.category))].sort();
  console.log('\nper expected category (right / documents; what the misses got):');
  console.log(
    table(
      ['expected', 'right', 'misses got'],
      expected.map((cat) => {
        const items = results.filter((r) => r.doc.category === cat);
        const got = items.filter((r) => !categoryRight(r)).map((r) => r.analysis.category);
        return [cat, ratio(items.filter(categoryRight).length, items.length), got.join(', ') || '-'];
      }),
    ),
  );
}

function reportFields(results: Scored[]): string {
  console.log('\n== Fact-sheet fields (documents whose label gives the field) ==');
  console.log(`fact sheets returned: ${ratio(results.filter((r) => r.analysis.factSheet).length, results.length)}`);
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
  console.log(`category right:                       ${ratio(cases.filter(categoryRight).length, cases.length)}`);
  console.log(`category, isApplicant and role right: ${ratio(cases.filter(attributedRight).length, cases.length)}`);
  console.log(
    table(
      ['id', 'case', 'expected', 'got', 'role got', 'ok'],
      cases.map((r) => [r.doc.id, oneLine(r.doc.judgement ?? '', 60), r.doc.category, r.analysis.category, r.analysis.factSheet?.applicantRole ?? '-', attributedRight(r) ? 'yes' : 'NO']),
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

/** The 'Please check' flag that covers each scored field: whether the user would have been asked to look at it. */
const FLAG_OF: Record<Field, string> = { kind: 'kind', subject: 'subject', isApplicant: 'subject', role: 'applicantRole', issuer: 'issuer', date: 'date', figures: 'figures', title: 'title' };
const flagged = (s: Scored, field: Field) => (s.analysis.factSheet?.checks ?? []).some((c) => c.field === FLAG_OF[field]);

/**
 * How well 'Please check' points the user at what is wrong (issue 32 item 3): the wrong fields flagged, the right fields
 * flagged needlessly, and the category misses whose sheet flags any field. Counts only, so a never-tuned set may print it.
 */
function flagCoverage(results: Scored[]): string {
  const scored = results.flatMap((r) => r.fields.map((f) => ({ right: f.right, flagged: flagged(r, f.field) })));
  const wrong = scored.filter((f) => !f.right);
  const right = scored.filter((f) => f.right);
  const misses = results.filter((r) => !categoryRight(r));
  const missFlagged = misses.filter((r) => (r.analysis.factSheet?.checks.length ?? 0) > 0).length;
  return `wrong fields flagged ${ratio(wrong.filter((f) => f.flagged).length, wrong.length)}, right fields flagged ${ratio(right.filter((f) => f.flagged).length, right.length)}, category misses with a flag ${ratio(missFlagged, misses.length)}`;
}

/** pdf, docx and txt always, photo only in a set that has photos (holdout26): the older sets report as they did. */
const formatsOf = (docs: BenchDoc[]) => (['pdf', 'docx', 'txt', 'photo'] as const).filter((f) => f !== 'photo' || docs.some((d) => d.format === f));

const wordCount = (doc: BenchDoc) => doc.p.join(' ').split(/\s+/).filter(Boolean).length;

/** Runs one never-tuned set and prints its report, ending with one summary line named after the set. */
export async function runSet(name: string, analyst: Analyst, docs: BenchDoc[], visas: readonly string[]): Promise<void> {
  const started = Date.now();
  try {
    const perVisa = visas.map((v) => `${v} ${docs.filter((d) => d.visa === v).length}`).join(', ');
    const formats = formatsOf(docs).map((f) => `${f} ${docs.filter((d) => d.format === f).length}`).join(', ');
    const counts = docs.map(wordCount);
    console.log(`Never-tuned set (${name}): ${docs.length} documents (${perVisa}); ${formats}; ${docs.filter((d) => d.judgement).length} judgement cases; ${Math.min(...counts)}–${Math.max(...counts)} words.`);
    const results = await analyseAll(analyst, docs);
    reportCategories(results, visas);
    const fields = reportFields(results);
    const judgement = reportJudgement(results);
    reportMisses(results);
    const right = results.filter(categoryRight).length;
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(
      `${name} categories ${pct(right, results.length)} (${right}/${results.length}), judgement ${pct(judgement.right, judgement.total)} (${judgement.right}/${judgement.total}; attributed ${judgement.attributed}), fields: ${fields}`,
    );
    console.log(`${name} please-check: ${flagCoverage(results)}`);
  } catch (err) {
    console.error(`bench/analyst ${name} failed:`, err);
  } finally {
    await terminateOcr();
  }
}

export async function runHoldout4(analyst: Analyst): Promise<void> {
  await runSet('holdout4', analyst, buildHoldout4(), ['EB-1A', 'EB-1B', 'EB-1C', 'O-1A', 'O-1B', 'UK_GLOBAL_TALENT']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout4(createLocalAnalyst());
