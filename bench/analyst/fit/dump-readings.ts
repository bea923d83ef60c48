/**
 * A set's documents as an older analyst reads them (decision 109): copy this file into a checkout of the commit before
 * the set was tuned on and run it there; fit-title.ts --readings FILE and fit-issuer.ts --readings FILE then score the
 * learned models on those hand readings, the honest case of hand rules that never saw the set's forms.
 * Usage (in the old checkout): npx tsx bench/analyst/fit/dump-readings.ts holdout20 bench/analyst/fit/readings/holdout20.json
 * The files kept (decision 109): holdout14 at 6a811d8, holdout15 at c87d512, holdout16 at 47c7fc2, holdout17 at 66f11bb,
 * holdout18 at cf32d64, holdout19 at 263e2e4, holdout20 at db8a346 (each the main line just before its tuning merged);
 * holdout21 at e2837d0, where its tuning started (decision 110); holdout22 at 2d3c3a4, where its tuning started
 * (decision 114); holdout23 at b6598d4, the day it left the never-tuned sets (decision 124); holdout24 at 51fe641, the day it left them (decision 127); holdout25 at 6d42b94, the day it left them (decision 133); holdout26 at b7a54b6, the day it left them (decision 141). dump-filings.ts keeps the filing at the same commits (decision 111): run both when a set is tuned on.
 */
import { writeFile } from 'node:fs/promises';
import type { Fact, FactKind } from '../../../src/contract/fact-sheet';
import { readAndFile } from '../../../server/modules/analyst/local/evidence';
import { extractText, terminateOcr } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import type { VisaType } from '../../../src/contract/visa-types';
import { renderDoc, type Printable } from '../corpus/render';

/**
 * One document's readings: the title as fit-title.ts reads it (the learned issuer on), the issuer by the hand rules alone.
 * The text is left out of the files kept in fit/readings/ (the fits read today's extraction of the same document).
 */
export type OldReading = { set: string; id: string; text?: string; kind: FactKind; title: string; issuer: string | null; subject: string | null; handIssuer: Fact | null };

type PlanDoc = { id: string; fileName: string; format: Printable['format']; p: readonly string[]; visa: VisaType; applicant?: string };

async function main(): Promise<void> {
  const [set, out] = [process.argv[2], process.argv[3]];
  if (!set || !out) throw new Error('usage: dump-readings.ts <set> <file>');
  const plan = (await import(`../${set}/plan`)) as Record<string, () => PlanDoc[]>;
  const build = plan[`buildHoldout${set.replace('holdout', '')}`];
  if (!build) throw new Error(`no plan for ${set}`);
  // The title model, where the commit has one, is off: fit-title.ts reads the hand's title.
  const titleModule = await import('../../../server/modules/analyst/local/fact-title-learned').catch(() => null);
  titleModule?.useTitleModel(null);
  // The learned issuer, where the commit has one (decision 094), stays on for the title's inputs and off for the hand's issuer.
  const issuerModule = await import('../../../server/modules/analyst/local/fact-issuer-learned').catch(() => null);
  const rows: OldReading[] = [];
  for (const d of build()) {
    const bytes = await renderDoc({ id: d.id, fileName: d.fileName, format: d.format, paragraphs: [...d.p] } as Printable);
    const mimeType = (await sniffType(bytes, d.fileName))?.mime ?? 'application/octet-stream';
    const text = (await extractText(bytes, mimeType)).text;
    const input = { visaType: d.visa, fileName: d.fileName, mimeType, text, ...(d.applicant ? { applicantName: d.applicant } : {}) };
    issuerModule?.useIssuerModel(issuerModule.LEARNED_ISSUER);
    const { sheet } = readAndFile(input);
    issuerModule?.useIssuerModel(null);
    const hand = readAndFile(input).sheet;
    rows.push({ set, id: d.id, kind: sheet.kind, title: sheet.title, issuer: sheet.issuer?.value ?? null, subject: sheet.subject?.value ?? null, handIssuer: hand.issuer });
  }
  await writeFile(out, JSON.stringify(rows));
  console.log(`${rows.length} documents of ${set}`);
}

try {
  await main();
} finally {
  await terminateOcr();
}
