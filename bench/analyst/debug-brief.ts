/**
 * One line or two per document of a tuned set: expected and filed category, the kind and its cues, whether the
 * vocabulary decided, the subject, role and filing reason; `npx tsx bench/analyst/debug-brief.ts holdout19 [id…]`.
 * Only the sets tuned on: a never-tuned set's documents are not read.
 */
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import { classify } from '../../server/modules/analyst/local/classify';
import { extractText, terminateOcr } from '../../server/platform/extract/index';
import { sniffType } from '../../server/platform/extract/sniff';
import { renderDoc } from './corpus/render';
import { TUNED } from './debug-sets';

const [set, ...ids] = process.argv.slice(2);
const build = TUNED[set as keyof typeof TUNED];
if (!build) throw new Error(`Usage: npx tsx bench/analyst/debug-brief.ts <${Object.keys(TUNED).join('|')}> [document id…]`);
const analyst = createLocalAnalyst();
for (const doc of build().filter((d) => ids.length === 0 || ids.includes(d.id))) {
  const bytes = await renderDoc({ fileName: doc.fileName, format: doc.format, paragraphs: [...doc.p] });
  const mimeType = (await sniffType(bytes, doc.fileName))?.mime ?? 'application/octet-stream';
  const text = (await extractText(bytes, mimeType)).text;
  const a = await analyst.analyseEvidence({ visaType: doc.visa as never, fileName: doc.fileName, mimeType, text, applicantName: doc.applicant });
  const c = classify(doc.visa as never, doc.fileName, text.trim(), doc.applicant);
  const f = a.factSheet;
  const mark = a.category === doc.category ? 'ok ' : 'NO ';
  console.log(`${mark}${doc.id} want ${doc.category} got ${a.category} (kind ${c.kind} → ${c.category}${c.byVocabulary ? ' by vocabulary' : ''}; cues ${c.cues.slice(0, 3).join(', ')})`);
  console.log(`    subject ${f?.subject ? `${f.subject.value} [${f.subject.relation}${f.subject.isApplicant ? ', hers' : ''}]` : '(none)'} role ${f?.applicantRole ?? '-'} | ${f?.filingReason ?? ''} | best ${c.criteria.slice(0, 3).map((m) => `${m.id} ${m.signal.toFixed(2)} (${m.matched.slice(0, 3).join('/')})`).join('; ')}`);
}
await terminateOcr();
