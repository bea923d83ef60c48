/**
 * One tuned set's documents as extracted, with the fact sheet and category the analyst gives them, to read a miss:
 * `npx tsx bench/analyst/debug.ts holdout8 h8-eb1a-01 …`. Only the sets tuned on: a never-tuned set's misses are not read.
 */
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import { extractText, terminateOcr } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import { renderDoc } from './corpus/render';
import { TUNED } from './debug-sets';

const [set, ...ids] = process.argv.slice(2);
const build = TUNED[set as keyof typeof TUNED];
if (!build) throw new Error(`Usage: npx tsx bench/analyst/debug.ts <${Object.keys(TUNED).join('|')}> <document id>…`);
const analyst = createLocalAnalyst();
for (const doc of build().filter((d) => ids.includes(d.id))) {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
  const text = (await extractText(bytes, mimeType)).text;
  const a = await analyst.analyseEvidence({ visaType: doc.visa as never, fileName: doc.fileName, mimeType, text, applicantName: doc.applicant });
  console.log(`==== ${doc.id} (${doc.applicant}) expected ${doc.category}\n${text}\n---- got ${a.category}`);
  console.log(JSON.stringify({ ...a.factSheet, checks: undefined }, null, 1));
}
await terminateOcr();
