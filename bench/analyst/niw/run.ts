// Usage: npx tsx bench/analyst/niw/run.ts — the tuned NIW documents (docs.ts) through the local analyst under
// 'EB-2 NIW': kind and category accuracy, and each miss. Plain text in, as extraction would give it.
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { niwDocs } from './docs';

const analyst = createLocalAnalyst();
const docs = niwDocs();
let kindsRight = 0;
let categoriesRight = 0;
const misses: string[] = [];
const byKind = new Map<string, { n: number; ok: number }>();
for (const d of docs) {
  const a = await analyst.analyseEvidence({ visaType: 'EB-2 NIW', fileName: d.fileName, mimeType: 'text/plain', text: d.text, applicantName: d.applicant });
  const kindOk = a.kind === d.kind;
  const catOk = a.category === d.category;
  kindsRight += Number(kindOk);
  categoriesRight += Number(catOk);
  const k = byKind.get(d.kind) ?? { n: 0, ok: 0 };
  byKind.set(d.kind, { n: k.n + 1, ok: k.ok + Number(catOk) });
  if (!kindOk || !catOk) misses.push(`${d.id} ${d.fileName}: kind ${a.kind} (want ${d.kind}), category ${a.category} (want ${d.category})${d.distractor ? ` [${d.distractor}]` : ''}`);
}
const pct = (n: number) => `${Math.round((100 * n) / docs.length)}%`;
console.log(`NIW bench: ${docs.length} documents; categories ${pct(categoriesRight)} (${categoriesRight}/${docs.length}), kinds ${pct(kindsRight)} (${kindsRight}/${docs.length})`);
for (const [kind, k] of byKind) console.log(`  ${kind}: ${k.ok}/${k.n}`);
for (const m of misses) console.log(`  miss: ${m}`);
