/**
 * The title field on every tuned set with title labels (holdout4 on), from the tuned sets' cached extraction: each
 * document's sheet title against its label, scored as the holdouts' scorers do (holdout4/score.ts: the title holds every
 * word of one of the label's titles), with the misses, in seconds instead of a run of every set. The learned title is
 * on, as the product runs.
 * Usage: npx tsx bench/analyst/debug-titles.ts [--cache FILE] [--misses]
 */
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { terminateOcr } from '../../server/platform/extract/index';
import { loadTunedSets } from './fit/tuned-sets';
import { titleNames } from './holdout4/score';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** The first lines of a document, joined, for a miss's line. */
const firstLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 5)
    .join(' ⏎ ')
    .slice(0, 300);

async function main(): Promise<void> {
  const docs = (await loadTunedSets(option('--cache'))).filter((d) => d.title?.length);
  const bySet = new Map<string, { right: number; of: number }>();
  for (const doc of docs) {
    const input = { visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) };
    const sheet = analyseEvidence(input).factSheet;
    const got = sheet?.title ?? '';
    const right = !!sheet && doc.title!.some((t) => titleNames(t, got));
    const tally = bySet.get(doc.set) ?? { right: 0, of: 0 };
    bySet.set(doc.set, { right: tally.right + (right ? 1 : 0), of: tally.of + 1 });
    if (!right && process.argv.includes('--misses')) {
      console.log(`${doc.set}/${doc.id} [${sheet?.kind ?? 'no sheet'}; label ${doc.kinds.join('|')}]\n  expected ${doc.title!.join(' | ')}\n  got      ${got || '(none)'}\n  lines    ${firstLines(doc.text)}`);
    }
  }
  const all = [...bySet.values()].reduce((a, b) => ({ right: a.right + b.right, of: a.of + b.of }), { right: 0, of: 0 });
  console.log([...bySet].map(([set, t]) => `${set} ${t.right}/${t.of}`).join(', '));
  console.log(`titles: ${all.right}/${all.of} documents whose title holds its label's words`);
  await terminateOcr();
}

await main();
