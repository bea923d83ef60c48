/**
 * Two filing correctors through the analyst (analyseEvidence, with the facts' veto) on every tuned document (decision
 * 123): the documents whose category differs, with the label, and the categories right per set under each.
 * Usage: npx tsx bench/analyst/fit/compare-corrector.ts --cache FILE BEFORE.json AFTER.json
 *        [--vocabulary]  two learned vocabularies (filing-vocabulary.json, decision 088) instead, the corrector in use (decision 124)
 * Reads only the tuned sets (loadTunedSets), never a never-tuned one.
 */
import { readFile } from 'node:fs/promises';
import { analyseEvidence } from '../../../server/modules/analyst/local/evidence';
import { useFilingCorrector, type CorrectorModel } from '../../../server/modules/analyst/local/filing-corrector';
import { useFilingModel } from '../../../server/modules/analyst/local/filing-fitted';
import type { FilingModel } from '../../../server/modules/analyst/local/filing-model';
import { terminateOcr } from '../../../server/platform/extract/index';
import { loadTunedSets, type TunedDoc } from './tuned-sets';

const at = process.argv.indexOf('--cache');
const vocabulary = process.argv.includes('--vocabulary');
const files = process.argv.slice(2).filter((a, i, all) => a !== '--cache' && a !== '--vocabulary' && all[i - 1] !== '--cache');
const inputOf = (doc: TunedDoc) => ({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) });

try {
  const docs = await loadTunedSets(at >= 0 ? process.argv[at + 1] : undefined);
  const [before, after] = await Promise.all(files.map(async (f) => JSON.parse(await readFile(f, 'utf8')) as CorrectorModel));
  const filed = (model: CorrectorModel) => {
    if (vocabulary) useFilingModel(model as unknown as FilingModel);
    else useFilingCorrector(model);
    return docs.map((doc) => analyseEvidence(inputOf(doc)).category);
  };
  const a = filed(before!);
  const b = filed(after!);
  const right = new Map<string, [number, number, number]>();
  docs.forEach((doc, i) => {
    const r = right.get(doc.set) ?? [0, 0, 0];
    r[0] += a[i] === doc.category ? 1 : 0;
    r[1] += b[i] === doc.category ? 1 : 0;
    r[2] += 1;
    right.set(doc.set, r);
    if (a[i] !== b[i]) console.log(`${doc.set} ${doc.id}${doc.judgement ? ' (judgement)' : ''}: ${a[i]} → ${b[i]} want ${doc.category}`);
  });
  for (const [set, [x, y, of]] of right) console.log(`${set} ${x} → ${y}/${of}`);
} finally {
  await terminateOcr();
}
