/** Debug (i32-tune8): one holdout8 document as extracted, with its fact sheet and category. `npx tsx bench/analyst/holdout8/debug.ts h7-eb1a-01 …` */
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { extractText, terminateOcr } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import { renderDoc } from '../corpus/render';
import { buildHoldout8 } from './plan';

const analyst = createLocalAnalyst();
for (const doc of buildHoldout8().filter((d) => process.argv.slice(2).includes(d.id))) {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
  const text = (await extractText(bytes, mimeType)).text;
  const a = await analyst.analyseEvidence({ visaType: doc.visa as never, fileName: doc.fileName, mimeType, text, applicantName: doc.applicant });
  console.log(`==== ${doc.id} (${doc.applicant}) expected ${doc.category}\n${text}\n---- got ${a.category}`);
  console.log(JSON.stringify({ ...a.factSheet, checks: undefined }, null, 1));
}
await terminateOcr();
