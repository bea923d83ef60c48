/**
 * 'Please check' on the tuned sets (decision 113): how many wrong and right fields each flag covers, per set and per
 * field, over holdout4 to holdout21's tuned sets, read by readAndFile alone (no category, so quicker than run.ts).
 * Never reads holdout3, holdout10, holdout13, holdout27, holdout28 or niw-holdout.
 * Usage: npx tsx bench/analyst/debug-flags.ts [--cache FILE] [--jsonl OUT]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { extractText, terminateOcr } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import type { VisaType } from '../../src/contract/visa-types';
import { renderDoc } from './corpus/render';
import type { NumberedDoc4 } from './holdout4/doc';
import { FIELDS, scoreFacts, type Field } from './holdout4/score';
import { pct, table } from './print';
import { buildHoldout4 } from './holdout4/plan';
import { buildHoldout5 } from './holdout5/plan';
import { buildHoldout6 } from './holdout6/plan';
import { buildHoldout7 } from './holdout7/plan';
import { buildHoldout8 } from './holdout8/plan';
import { buildHoldout9 } from './holdout9/plan';
import { buildHoldout11 } from './holdout11/plan';
import { buildHoldout12 } from './holdout12/plan';
import { buildHoldout14 } from './holdout14/plan';
import { buildHoldout15 } from './holdout15/plan';
import { buildHoldout16 } from './holdout16/plan';
import { buildHoldout17 } from './holdout17/plan';
import { buildHoldout18 } from './holdout18/plan';
import { buildHoldout19 } from './holdout19/plan';
import { buildHoldout20 } from './holdout20/plan';
import { buildHoldout21 } from './holdout21/plan';

const SETS: Array<[string, () => NumberedDoc4[]]> = [
  ['holdout4', buildHoldout4], ['holdout5', buildHoldout5], ['holdout6', buildHoldout6], ['holdout7', buildHoldout7], ['holdout8', buildHoldout8],
  ['holdout9', buildHoldout9], ['holdout11', buildHoldout11], ['holdout12', buildHoldout12], ['holdout14', buildHoldout14], ['holdout15', buildHoldout15],
  ['holdout16', buildHoldout16], ['holdout17', buildHoldout17], ['holdout18', buildHoldout18], ['holdout19', buildHoldout19], ['holdout20', buildHoldout20],
  ['holdout21', buildHoldout21],
];

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

type Extracted = { mimeType: string; text: string };
type Row = { set: string; id: string; fields: Array<{ field: Field; right: boolean; flagged: boolean }> };

/** The flag that covers each scored field, as holdout4/run.ts counts it. */
const FLAG_OF: Record<Field, string> = { kind: 'kind', subject: 'subject', isApplicant: 'subject', role: 'applicantRole', issuer: 'issuer', date: 'date', figures: 'figures', title: 'title' };

function coverage(fields: Row['fields']): string[] {
  const wrong = fields.filter((f) => !f.right);
  const right = fields.filter((f) => f.right);
  const cell = (of: Row['fields']) => `${of.filter((f) => f.flagged).length}/${of.length} ${pct(of.filter((f) => f.flagged).length, of.length)}`;
  return [cell(wrong), cell(right)];
}

async function main(): Promise<void> {
  const cacheFile = option('--cache');
  const cache = cacheFile ? ((JSON.parse((await readFile(cacheFile, 'utf8').catch(() => '{}')) || '{}') as Record<string, Extracted>)) : {};
  const rows: Row[] = [];
  for (const [set, build] of SETS) {
    for (const doc of build()) {
      const key = `${set}/${doc.id}`;
      if (!cache[key]) {
        const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
        const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
        cache[key] = { mimeType, text: (await extractText(bytes, mimeType)).text };
      }
      const { mimeType, text } = cache[key];
      const input = { visaType: doc.visa as VisaType, fileName: doc.fileName, mimeType, text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) };
      const { sheet } = readAndFile(input);
      const flagged = new Set<string>(sheet.checks.map((c) => c.field));
      rows.push({ set, id: doc.id, fields: scoreFacts(doc.facts, sheet).map((f) => ({ field: f.field, right: f.right, flagged: flagged.has(FLAG_OF[f.field]) })) });
    }
  }
  if (cacheFile) await writeFile(cacheFile, JSON.stringify(cache));
  const jsonl = option('--jsonl');
  if (jsonl) await writeFile(jsonl, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const all = rows.flatMap((r) => r.fields);
  console.log(table(['set', 'wrong flagged', 'right flagged'], [...SETS.map(([set]) => [set, ...coverage(rows.filter((r) => r.set === set).flatMap((r) => r.fields))]), ['all', ...coverage(all)]]));
  console.log('');
  console.log(table(['field', 'wrong flagged', 'right flagged'], FIELDS.map((field) => [field, ...coverage(all.filter((f) => f.field === field))])));
}

try {
  await main();
} finally {
  await terminateOcr();
}
