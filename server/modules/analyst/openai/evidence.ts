import { categoryOptions, DOCUMENT_KINDS } from '../../../../src/contract/categories';
import { criteriaFor } from '../../../../src/contract/criteria';
import type { AnalyseEvidenceInput, AnalystScope, Authored, EvidenceAnalysis } from '../../../platform/analyst/analyst';
import { analysisProblems } from '../checks';
import { analyseEvidence as localReading } from '../local/evidence';
import { FILING_FACT_FIELDS } from '../../../../src/contract/fact-fields';
import { mergeUserFacts } from '../../../../src/contract/fact-sheet-merge';
import { buildFactSheet } from '../local/fact-sheet';
import { fileByFacts } from '../local/filing';
import { documentFacts, documentForModel } from './exhibits';
import { photoPart } from './image';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { analysisReply } from './schemas';

const TASK = [
  'Analyse one document of the applicant\'s evidence. First decide what kind of document it is, then the category it proves (a criterion of the visa, or one of the fixed categories), short tags, a description of what the document is and says, and why it matters for the criterion (relevance), both in Markdown, and every criterion it supports.',
  'If the input names userCategory, the user has filed the document there: use that category and explain the document under it.',
  'Quote only whole sentences found word for word in the document. Do not cite any "Exhibit N".',
].join(' ');

/** With AI_SEND_DOCUMENTS=false: the local analyst's reading and the document's facts, no sentence of it. */
function withoutText(input: AnalyseEvidenceInput) {
  const local = localReading(input);
  return { localReading: { kind: local.kind, category: local.category, tags: local.tags }, facts: documentFacts(input.text) };
}

export async function analyseWithModel(rt: ModelRuntime, input: AnalyseEvidenceInput, scope?: AnalystScope): Promise<Authored<EvidenceAnalysis>> {
  const { settings } = rt;
  const criteria = criteriaFor(input.visaType);
  const photo = settings.sendDocuments && settings.visionModel && input.image ? await photoPart(input.image) : null;
  const data = {
    visaType: input.visaType,
    categories: categoryOptions(input.visaType).map((c) => ({ id: c.id, title: c.label, description: criteria.find((k) => k.id === c.id)?.description ?? null })),
    kinds: DOCUMENT_KINDS,
    applicantName: input.applicantName ?? null,
    userCategory: input.category ?? null,
    document: {
      fileName: input.fileName,
      mimeType: input.mimeType,
      ...(settings.sendDocuments ? { text: documentForModel(input.text, settings, criteria.flatMap((c) => c.keywords).join(' ')) } : withoutText(input)),
    },
  };
  const outcome = await runModelTask(rt, {
    operation: 'evidence',
    scope,
    ...(photo ? { model: settings.visionModel } : {}),
    system: systemPrompt(input.visaType, TASK, { citing: false }),
    user: photo ? [{ type: 'text', text: asUserMessage(data) }, photo] : asUserMessage(data),
    reply: analysisReply(input.visaType),
    problems: (reply) => analysisProblems(input, reply),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).analyseEvidence(input);
  // The analyst follows the user: a category they chose stays whatever the model thought.
  const category = input.category ?? outcome.value.category;
  // The model's reply has no fact sheet yet (its schema, prompt and checks would need one): the built-in
  // analyst reads the facts from the same text, under the model's kind, and the user's facts win over them.
  const read = buildFactSheet({ text: input.text, fileName: input.fileName, mimeType: input.mimeType, kind: outcome.value.kind, applicantName: input.applicantName });
  const factSheet = mergeUserFacts(read, input.factSheet);
  // The model's category stands, unless facts the user stated decide it (decision 060).
  const userDecides = !input.category && factSheet.userFields.some((f) => FILING_FACT_FIELDS.includes(f));
  const filing = userDecides ? fileByFacts(factSheet, category, Boolean(input.applicantName?.trim())) : { category, reason: null };
  const relevance = filing.reason ? `${filing.reason}\n\n${outcome.value.relevance}` : outcome.value.relevance;
  return { ...outcome.value, category: filing.category, relevance, factSheet: { ...factSheet, filingReason: filing.reason }, author: outcome.author };
}
