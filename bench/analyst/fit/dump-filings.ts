/**
 * A set's filing as an older analyst made it (decision 111), beside dump-readings.ts's fact sheet: copy this file into a
 * checkout of the commit before the set was tuned on (the commits dump-readings.ts lists) and run it there. It keeps
 * what the filing read and chose, and what a learned model needs to refile it on that reading, so fit-corrector.ts can
 * score learned models against hand rules that never saw the set.
 * Usage (in the old checkout): npx tsx bench/analyst/fit/dump-filings.ts holdout20 bench/analyst/fit/readings/holdout20.filing.json
 *        [--kind-model FILE]  also file each document with that fitted kind model (fit-corrector.ts --write-kinds)
 *        [--kind-fallback FILE]  also file it with that kind model as the fallback where the hand weights read no kind
 *          (decision 116; the commit needs kinds/kind-fallback.ts: fit/patch-kind-fallback.ts puts it there, in its
 *          recogniser, so it reads every document of no kind; fit-readings.ts --fallback keeps those the criteria
 *          vocabulary alone filed, as readAndFile does today)
 *        [--before-corrector]  also keep the category with the filing corrector off (decisions 117 and 124: the
 *          corrector's input where the commit had it in use; holdout23 on)
 * Run in this tree it reads the set with today's rules (a check that the file's fields are read right).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { FilingReading, JudgedReading } from './filing-reading';
import type { AnalyseEvidenceInput } from '../../../server/platform/analyst/analyst';
import { analyseEvidence, readAndFile } from '../../../server/modules/analyst/local/evidence';
import { categoryOfClass, filingFeatures } from '../../../server/modules/analyst/local/filing-features';
import { fileByFacts } from '../../../server/modules/analyst/local/filing';
import { useKindModel } from '../../../server/modules/analyst/kinds/recognise';
import type { KindModel } from '../../../server/modules/analyst/kinds/kind-model';
import { extractText, terminateOcr } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import type { VisaType } from '../../../src/contract/visa-types';
import { renderDoc, type Printable } from '../corpus/render';

type PlanDoc = { id: string; fileName: string; format: Printable['format']; p: readonly string[]; visa: VisaType; applicant?: string };

/** The learned vocabulary's word features (decision 088) are left out: fit-corrector.ts reads them from today's extraction. */
const LEXICAL = /^(?:w|b|f): /;

/** The subject judge's three readings (decision 099), where the commit has the judge: the hand's, sure hers, sure another's. */
async function judged(input: AnalyseEvidenceInput, text: string): Promise<JudgedReading | undefined> {
  const learned = await import('../../../server/modules/analyst/local/subject-judge-learned').catch(() => null);
  const features = await import('../../../server/modules/analyst/local/subject-features').catch(() => null);
  const judge = await import('../../../server/modules/analyst/local/subject-judge').catch(() => null);
  const people = await import('../../../server/modules/analyst/local/fact-people');
  const paged = await import('../../../server/modules/analyst/local/fact-sentences');
  if (!learned || !features || !judge || !input.applicantName) return undefined;
  const sentences = paged.pagedSentences(text);
  const named = people.applicantSentences(sentences, input.applicantName);
  if (!named.some((s) => !s.inReferences)) return undefined;
  const hand = readAndFile(input).sheet;
  const sure = (bias: number) => {
    learned.useSubjectModel({ weights: { bias }, margin: 0, fill: 0 });
    const a = analyseEvidence(input);
    learned.useSubjectModel(null);
    return { category: a.category, isApplicant: a.factSheet?.subject?.isApplicant ?? null, role: a.factSheet?.applicantRole ?? 'none' };
  };
  return {
    features: features.subjectFeatures({ kind: hand.kind, subject: hand.subject, role: hand.applicantRole }, sentences, named, input.applicantName),
    handState: judge.handState(hand.subject, hand.applicantRole),
    hers: sure(50),
    another: sure(-50),
  };
}

async function main(): Promise<void> {
  const [set, out] = [process.argv[2], process.argv[3]];
  if (!set || !out) throw new Error('usage: dump-filings.ts <set> <file> [--kind-model FILE]');
  const at = process.argv.indexOf('--kind-model');
  const kindModel = at > 0 ? (JSON.parse(await readFile(process.argv[at + 1]!, 'utf8')) as KindModel) : null;
  const fallbackAt = process.argv.indexOf('--kind-fallback');
  const fallbackModel = fallbackAt > 0 ? (JSON.parse(await readFile(process.argv[fallbackAt + 1]!, 'utf8')) as KindModel) : null;
  // Imported by name only when asked for: an old commit has no kind-fallback.ts until it is patched in.
  const fallbackModule = fallbackModel ? await import('../../../server/modules/analyst/kinds/kind-fallback' as string) as typeof import('../../../server/modules/analyst/kinds/kind-fallback') : null;
  // The reading kept is the analyst's without the fallback (an old commit had none); the fallback's is kept beside it.
  fallbackModule?.useKindFallback(null);
  // Likewise by name: a commit before decision 117 has no filing corrector to turn off.
  const correctorModule = process.argv.includes('--before-corrector') ? await import('../../../server/modules/analyst/local/filing-corrector' as string) as typeof import('../../../server/modules/analyst/local/filing-corrector') : null;
  const plan = (await import(`../${set}/plan`)) as Record<string, () => PlanDoc[]>;
  const build = plan[`buildHoldout${set.replace('holdout', '')}`];
  if (!build) throw new Error(`no plan for ${set}`);
  const rows: FilingReading[] = [];
  for (const d of build()) {
    const bytes = await renderDoc({ id: d.id, fileName: d.fileName, format: d.format, paragraphs: [...d.p] } as Printable);
    const mimeType = (await sniffType(bytes, d.fileName))?.mime ?? 'application/octet-stream';
    const extracted = (await extractText(bytes, mimeType)).text;
    const input: AnalyseEvidenceInput = { visaType: d.visa, fileName: d.fileName, mimeType, text: extracted, ...(d.applicant ? { applicantName: d.applicant } : {}) };
    const analysis = analyseEvidence(input);
    const { text, classified, sheet, filing } = readAndFile(input);
    const knows = Boolean(d.applicant?.trim());
    const read = filingFeatures({ visaType: d.visa, fileName: d.fileName, text, ...(d.applicant ? { applicantName: d.applicant } : {}), classified, sheet, hand: filing });
    // What the facts make of each class a model might choose (refileByModel judges a model's criterion by them).
    const byFacts: Record<string, string> = {};
    for (const cls of read.allowed) {
      const category = categoryOfClass(d.visa, cls);
      if (!category || category === 'other') continue;
      const judgedByFacts = fileByFacts(sheet, category, knows, d.visa);
      if (judgedByFacts.category !== category) byFacts[cls] = judgedByFacts.category;
    }
    const subject = await judged(input, text);
    let beforeCorrector: string | undefined;
    if (correctorModule) {
      correctorModule.useFilingCorrector(null);
      beforeCorrector = analyseEvidence(input).category;
      correctorModule.useFilingCorrector(correctorModule.LEARNED_CORRECTOR);
    }
    let kinded: FilingReading['kindModel'];
    if (kindModel) {
      useKindModel(kindModel);
      const a = analyseEvidence(input);
      useKindModel(null);
      kinded = { category: a.category, kind: a.factSheet?.kind ?? a.kind };
    }
    // The fallback at threshold 0: where it reads a kind, that kind's probability says at which thresholds it would.
    let fellBack: FilingReading['kindFallback'];
    if (fallbackModel && fallbackModule) {
      fallbackModule.useKindFallback({ model: fallbackModel, threshold: 0 });
      const read = readAndFile(input);
      const fired = fallbackModule.fallbackKind(d.fileName, text.length > 200_000 ? text.slice(0, 200_000) : text, d.applicant);
      const a = analyseEvidence(input);
      fallbackModule.useKindFallback(null);
      if (read.classified.kind !== classified.kind) {
        if (!fired || fired.kind !== read.classified.kind) throw new Error(`${d.id}: the fallback's kind ${read.classified.kind} is not the fitted one`);
        fellBack = { recognised: fired.kind, probability: fired.score, category: a.category, kind: a.factSheet?.kind ?? a.kind };
      }
    }
    rows.push({
      set,
      id: d.id,
      category: analysis.category,
      ...(beforeCorrector ? { beforeCorrector } : {}),
      classified: classified.category,
      hand: filing.category,
      reason: analysis.factSheet?.filingReason ?? null,
      recognised: classified.kind,
      kind: sheet.kind,
      isApplicant: sheet.subject?.isApplicant ?? null,
      role: sheet.applicantRole,
      relation: sheet.subject?.relation ?? null,
      byVocabulary: read.byVocabulary,
      allowed: read.allowed,
      perClass: read.perClass,
      features: Object.fromEntries(Object.entries(read.features).filter(([name]) => !LEXICAL.test(name))),
      byFacts,
      ...(subject ? { judged: subject } : {}),
      ...(kinded ? { kindModel: kinded } : {}),
      ...(fellBack ? { kindFallback: fellBack } : {}),
    });
  }
  await writeFile(out, `${JSON.stringify(rows)}\n`);
  console.log(`${rows.length} documents of ${set}`);
}

try {
  await main();
} finally {
  await terminateOcr();
}
