/**
 * One tuned set's documents as extracted, with the fact sheet and category the analyst gives them, to read a miss:
 * `npx tsx bench/analyst/debug.ts holdout8 h8-eb1a-01 …`. Only the sets tuned on: a never-tuned set's misses are not read.
 */
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import { extractText, terminateOcr } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import { renderDoc } from './corpus/render';
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

const TUNED = { holdout4: buildHoldout4, holdout5: buildHoldout5, holdout6: buildHoldout6, holdout7: buildHoldout7, holdout8: buildHoldout8, holdout9: buildHoldout9, holdout11: buildHoldout11, holdout12: buildHoldout12, holdout14: buildHoldout14, holdout15: buildHoldout15, holdout16: buildHoldout16, holdout17: buildHoldout17, holdout18: buildHoldout18 };

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
