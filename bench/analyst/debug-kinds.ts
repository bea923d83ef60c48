/** A tuned set's documents' kind scores on their extracted text, best first, to read a kind miss: `npx tsx bench/analyst/debug-kinds.ts holdout12 h12-uk-02 …`. */
import { scoreKinds } from '../../server/modules/analyst/kinds/recognise';
import { extractText, terminateOcr } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import { renderDoc } from './corpus/render';
import { TUNED } from './debug-sets';

const [set, ...ids] = process.argv.slice(2);
const build = TUNED[set as keyof typeof TUNED];
if (!build) throw new Error(`Usage: npx tsx bench/analyst/debug-kinds.ts <${Object.keys(TUNED).join('|')}> <document id>…`);
for (const doc of build().filter((d) => ids.includes(d.id))) {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const text = (await extractText(bytes, (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream')).text;
  const best = scoreKinds(doc.fileName, text, doc.applicant).slice(0, 3);
  console.log(doc.id, best.map((k) => `${k.kind} ${k.score} [${k.cues.join('; ')}]`).join(' | '));
  if (process.env.SHOW) console.log(text);
}
await terminateOcr();
