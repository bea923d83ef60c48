/**
 * Categorisation: every corpus document goes through the server's own sniffing and extraction
 * (as an upload does) and the analyst's analyseEvidence with its label's visa.
 */
import type { Analyst, EvidenceAnalysis } from '../../server/platform/analyst/analyst';
import { extractText } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import { BENCH_VISAS, renderDoc, type CorpusDoc } from './corpus/index';
import type { Printable } from './corpus/render';
import { pct, table } from './print';

export type ExtractedOf<D> = { doc: D; mimeType: string; text: string; method: string };
export type Extracted = ExtractedOf<CorpusDoc>;
export type Classified = Extracted & { analysis: EvidenceAnalysis };

/** Sniffing and extraction once, as an upload does: each analyst measured then reads the same text. */
export async function extractAll<D extends Printable>(docs: D[]): Promise<Array<ExtractedOf<D>>> {
  const out: Array<ExtractedOf<D>> = [];
  for (const doc of docs) {
    const bytes = await renderDoc(doc);
    const sniffed = await sniffType(bytes, doc.fileName);
    const mimeType = sniffed?.mime ?? 'application/octet-stream';
    const { text, method } = await extractText(bytes, mimeType);
    out.push({ doc, mimeType, text, method });
  }
  return out;
}

export async function classifyAll(analyst: Analyst, extracted: Extracted[]): Promise<Classified[]> {
  const out: Classified[] = [];
  for (const e of extracted) {
    // The applicant's name, as the app passes the profile's: it tells her achievements from others'.
    const analysis = await analyst.analyseEvidence({ visaType: e.doc.visa, fileName: e.doc.fileName, mimeType: e.mimeType, text: e.text, ...(e.doc.applicant ? { applicantName: e.doc.applicant } : {}) });
    out.push({ ...e, analysis });
  }
  return out;
}

/** Short column names, shared by the visas: the criterion without its visa prefix. */
const SHORT: Record<string, string> = {
  awards: 'awd', memberships: 'mem', press: 'prs', critical_reviews: 'prs', media_recognition: 'prs', judging: 'jdg', contributions: 'con', original_contributions: 'con',
  patents_contributions: 'con', articles: 'art', scholarly_articles: 'art', exhibitions: 'exh', critical_role: 'crit', high_salary: 'sal', commercial_success: 'com',
  lead_role: 'lead', expert_recognition: 'exp', recommendation_letter: 'rec', recommendation_letters: 'rec', cv: 'cv', other: 'oth',
};
export const short = (category: string) => SHORT[category.replace(/^(eb1a|o1a|o1b|uk)_/, '')] ?? category.slice(0, 6);
const ORDER = ['awd', 'mem', 'prs', 'jdg', 'con', 'art', 'exh', 'lead', 'crit', 'sal', 'com', 'exp', 'rec', 'cv', 'oth'];

const ok = (c: Classified) => c.analysis.category === c.doc.expectedCategory;
const kindOk = (c: Classified) => c.analysis.kind === c.doc.kind;

function accuracyLine(label: string, items: Classified[], test = ok): string {
  const n = items.filter(test).length;
  return `${label.padEnd(28)} ${pct(n, items.length).padStart(5)}  (${n}/${items.length})`;
}

/** Prints the categorisation report; returns the figures the summary line needs. */
export function reportClassification(results: Classified[]): { right: number; total: number; kinds: number } {
  const right = results.filter(ok).length;
  const kinds = results.filter(kindOk).length;
  console.log('\n== Categories ==');
  console.log(accuracyLine('overall', results));
  for (const visa of BENCH_VISAS) if (results.some((r) => r.doc.visa === visa)) console.log(accuracyLine(visa, results.filter((r) => r.doc.visa === visa)));
  console.log(accuracyLine('with a distractor', results.filter((r) => r.doc.distractor)));
  console.log(accuracyLine('without a distractor', results.filter((r) => !r.doc.distractor)));
  for (const format of ['pdf', 'docx', 'photo', 'txt'] as const) console.log(accuracyLine(`format ${format}`, results.filter((r) => r.doc.format === format)));
  console.log(accuracyLine('kinds (document kind)', results, kindOk));

  // Rows: expected (all visas, shared short names); columns: what the analyst said.
  const got = [...new Set(results.map((r) => short(r.analysis.category)))];
  const cols = [...ORDER, ...got.filter((g) => !ORDER.includes(g)).sort()];
  const rows = ORDER.filter((e) => results.some((r) => short(r.doc.expectedCategory) === e)).map((e) => {
    const mine = results.filter((r) => short(r.doc.expectedCategory) === e);
    const cells = cols.map((c) => {
      const n = mine.filter((r) => short(r.analysis.category) === c).length;
      return n === 0 ? '.' : String(n);
    });
    return [e, ...cells, pct(mine.filter(ok).length, mine.length)];
  });
  console.log('\nConfusion (rows expected, columns got; all visas; prs = press, critical reviews or media recognition, con = original contributions, lead = lead role, crit = critical role, sal = high salary, com = commercial success, exp = recognition from experts, rec = recommendation letter):');
  console.log(table(['exp\\got', ...cols, 'acc'], rows));

  const wrong = results.filter((r) => !ok(r));
  console.log(`\nMisclassified (${wrong.length}):`);
  console.log(
    table(
      ['id', 'file', 'expected', 'got', 'kind exp', 'kind got', 'trap'],
      wrong.map((r) => [r.doc.id, r.doc.fileName.slice(0, 34), short(r.doc.expectedCategory), short(r.analysis.category), r.doc.kind, r.analysis.kind ?? '-', (r.doc.distractor ?? '').slice(0, 64)]),
    ),
  );

  // Kinds: per expected kind, how many were recognised and what the others were taken for.
  const kindsSeen = [...new Set(results.map((r) => r.doc.kind))];
  console.log('\nKinds (expected kind: recognised, and what the rest were taken for):');
  console.log(
    table(
      ['kind', 'n', 'right', 'taken for'],
      kindsSeen.map((k) => {
        const mine = results.filter((r) => r.doc.kind === k);
        const misses = new Map<string, number>();
        for (const r of mine.filter((x) => !kindOk(x))) misses.set(r.analysis.kind ?? '-', (misses.get(r.analysis.kind ?? '-') ?? 0) + 1);
        return [k, String(mine.length), String(mine.filter(kindOk).length), [...misses].sort((x, y) => y[1] - x[1]).map(([g, n]) => `${g} ${n}`).join(', ')];
      }),
    ),
  );
  return { right, total: results.length, kinds };
}
