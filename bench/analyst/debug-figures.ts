/**
 * The figures field on every tuned set with fact labels (holdout4 on), from the tuned sets' cached extraction: each
 * document's labelled figures against its fact sheet's, with the misses, in seconds instead of a run of every set.
 * Usage: npx tsx bench/analyst/debug-figures.ts [--cache FILE] [--misses]
 */
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { terminateOcr } from '../../server/platform/extract/index';
import { loadTunedSets } from './fit/tuned-sets';
import { figureFound } from './holdout3/score';
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
import { buildHoldout22 } from './holdout22/plan';
import { buildHoldout23 } from './holdout23/plan';
import { buildHoldout24 } from './holdout24/plan';
import { buildHoldout25 } from './holdout25/plan';
import { buildHoldout26 } from './holdout26/plan';

const BUILDERS = [buildHoldout4, buildHoldout5, buildHoldout6, buildHoldout7, buildHoldout8, buildHoldout9, buildHoldout11, buildHoldout12, buildHoldout14, buildHoldout15, buildHoldout16, buildHoldout17, buildHoldout18, buildHoldout19, buildHoldout20, buildHoldout21, buildHoldout22, buildHoldout23, buildHoldout24, buildHoldout25, buildHoldout26];

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

async function main(): Promise<void> {
  const labelled = new Map(BUILDERS.flatMap((build) => build().flatMap((d) => (d.facts.figures ? [[d.id, d.facts.figures] as const] : []))));
  const docs = (await loadTunedSets(option('--cache'))).filter((d) => labelled.has(d.id));
  const bySet = new Map<string, { right: number; of: number }>();
  for (const doc of docs) {
    const input = { visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) };
    const got = (analyseEvidence(input).factSheet?.figures ?? []).map((f) => f.value);
    const expected = labelled.get(doc.id)!;
    const right = expected.every((f) => figureFound(f, got));
    const tally = bySet.get(doc.set) ?? { right: 0, of: 0 };
    bySet.set(doc.set, { right: tally.right + (right ? 1 : 0), of: tally.of + 1 });
    if (!right && process.argv.includes('--misses')) console.log(`${doc.id}: expected ${expected.join(' | ')}; got ${got.join(' | ') || '(none)'}`);
  }
  const all = [...bySet.values()].reduce((a, b) => ({ right: a.right + b.right, of: a.of + b.of }), { right: 0, of: 0 });
  console.log([...bySet].map(([set, t]) => `${set} ${t.right}/${t.of}`).join(', '));
  console.log(`figures: ${all.right}/${all.of} documents with every labelled figure on the sheet`);
  await terminateOcr();
}

await main();
