/**
 * Every tuned document's fact sheet and filing as JSON lines, to prove a refactor of the analyst changes nothing
 * (decision 112): run it before and after, then diff the two files. Each document is read three ways: with the subject
 * judge off (as the app runs), and with a judge sure it is hers or sure it is another's, so the readings the judge
 * replaces are compared too. The never-tuned sets are not read (fit/tuned-sets.ts).
 * Usage: npx tsx bench/analyst/debug-sheets.ts OUT.jsonl [--cache FILE]
 */
import { writeFile } from 'node:fs/promises';
import { analyseEvidence, readAndFile } from '../../server/modules/analyst/local/evidence';
import type { SubjectModel } from '../../server/modules/analyst/local/subject-judge';
import { useSubjectModel } from '../../server/modules/analyst/local/subject-judge-learned';
import { terminateOcr } from '../../server/platform/extract/index';
import { loadTunedSets } from './fit/tuned-sets';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const SURE = (bias: number): SubjectModel => ({ weights: { bias }, margin: 0, fill: 0 });
const JUDGES: Array<[string, SubjectModel | null]> = [['hand', null], ['hers', SURE(50)], ['another', SURE(-50)]];

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out || out.startsWith('--')) throw new Error('usage: debug-sheets.ts OUT.jsonl [--cache FILE]');
  const docs = await loadTunedSets(option('--cache'));
  const lines: string[] = [];
  for (const doc of docs) {
    const input = { visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) };
    for (const [judge, model] of JUDGES) {
      useSubjectModel(model);
      const { sheet, filing } = readAndFile(input);
      lines.push(JSON.stringify({ set: doc.set, id: doc.id, judge, sheet, filing, analysis: analyseEvidence(input) }));
    }
  }
  useSubjectModel(null);
  await writeFile(out, `${lines.join('\n')}\n`);
  const sets = new Set(docs.map((d) => d.set));
  console.log(`${docs.length} documents of ${sets.size} sets (${[...sets].join(', ')}), ${lines.length} readings`);
  await terminateOcr();
}

await main();
