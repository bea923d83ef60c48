import { categoryOptions, DOCUMENT_KINDS, type DocumentKind } from '../../../../src/contract/categories';
import { criteriaFor } from '../../../../src/contract/criteria';
import type { AnalyseEvidenceInput, AnalystScope, Authored, EvidenceAnalysis } from '../../../platform/analyst/analyst';
import { analysisProblems, factSheetReplyProblems } from '../checks';
import { analyseEvidence as localReading } from '../local/evidence';
import { FILING_FACT_FIELDS } from '../../../../src/contract/fact-fields';
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import { mergeUserFacts } from '../../../../src/contract/fact-sheet-merge';
import { uncertainFacts } from '../local/fact-flags';
import { buildFactSheet } from '../local/fact-sheet';
import { fileByFacts, kindChosen, userKindCategory } from '../local/filing';
import { documentFacts, documentForModel } from './exhibits';
import { photoPart } from './image';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { analysisReply, type ModelFactSheet } from './schemas';

const TASK = [
  'Analyse one document of the applicant\'s evidence. First decide what kind of document it is, then the category it proves (a criterion of the visa, or one of the fixed categories), short tags, a description of what the document is and says, and why it matters for the criterion (relevance), both in Markdown, and every criterion it supports.',
  'If the input names userCategory, the user has filed the document there: use that category and explain the document under it.',
  'Quote only whole sentences found word for word in the document. Do not cite any "Exhibit N".',
].join(' ');

/** The fact sheet's part of the task, when the model reads the document's text (decision 073). */
const FACT_SHEET_TASK = [
  'Also fill factSheet, the record of what the document is about: its kind (nomination, shortlist, grant or event_programme when it is one of those, whatever it says about an award; social_post for a post on a social network, whatever it claims), a descriptive title, the issuer or publisher, the date, the subject (who received, was nominated, wrote, was elected, was paid, was invited, was funded or was written about, and whether that person is the applicant), the applicant\'s part when the subject is someone else (applicantRole, with roleFact: the sentence that names the applicant), the figures (amounts, counts, selectivity), the venue or outlet, and the signer.',
  'Each fact is { value, sentence, page }: value as the document writes it, sentence one whole sentence copied word for word from the document that contains the value, page the 1-based page that sentence is on (pages are separated by a form feed, \\f). Leave a fact null when the document does not state it; never infer one.',
  'applicantRole is "subject" exactly when the subject is the applicant.',
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
  // Without the document's text the model cannot copy a fact's sentence: the built-in analyst reads the facts.
  const withFactSheet = settings.sendDocuments;
  const outcome = await runModelTask(rt, {
    operation: 'evidence',
    scope,
    ...(photo ? { model: settings.visionModel } : {}),
    system: systemPrompt(input.visaType, withFactSheet ? `${TASK}\n${FACT_SHEET_TASK}` : TASK, { citing: false }),
    user: photo ? [{ type: 'text', text: asUserMessage(data) }, photo] : asUserMessage(data),
    reply: analysisReply(input.visaType, withFactSheet),
    problems: (reply) => [...analysisProblems(input, reply), ...(reply.factSheet ? factSheetReplyProblems(input, reply.factSheet) : [])],
    // A sheet still wrong after its repair gives way to the built-in analyst's; the rest of the reading stands.
    salvage: (reply) => (analysisProblems(input, reply).length === 0 ? { ...reply, factSheet: null } : null),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).analyseEvidence(input);
  const { factSheet: modelSheet, ...analysis } = outcome.value;
  // The analyst follows the user: a category they chose stays whatever the model thought.
  const category = input.category ?? analysis.category;
  const read = modelSheet ? checkedSheet(modelSheet, input) : builtInSheet(input, analysis.kind);
  const factSheet = mergeUserFacts(read, input.factSheet);
  // The model's own facts decide what the document proves, as the built-in analyst's do (decision 056); read by the
  // built-in analyst under the model's kind, they decide only where the user stated them (decision 060).
  const factsDecide = !input.category && (Boolean(modelSheet) || factSheet.userFields.some((f) => FILING_FACT_FIELDS.includes(f)));
  const suggested = input.category ? category : (userKindCategory(factSheet, read.kind, input.visaType, input.text) ?? category);
  const filing = factsDecide ? fileByFacts(factSheet, suggested, Boolean(input.applicantName?.trim()), input.visaType, input.text, kindChosen(factSheet, read.kind)) : { category, reason: null };
  const relevance = filing.reason ? `${filing.reason}\n\n${analysis.relevance}` : analysis.relevance;
  // Refiled by its facts: Other claims no criterion; a criterion the facts chose (an O-1B nomination's) is the one claimed.
  const criteriaIds = filing.category === category ? analysis.criteriaIds : filing.category === 'other' ? [] : [filing.category];
  return { ...analysis, category: filing.category, relevance, criteriaIds, factSheet: { ...factSheet, filingReason: filing.reason }, author: outcome.author };
}

/** The model's sheet, checked (factSheetReplyProblems), with the fields to check flagged as the built-in analyst flags them. */
function checkedSheet(sheet: ModelFactSheet, input: AnalyseEvidenceInput): FactSheet {
  const full: FactSheet = { ...sheet, filingReason: null, checks: [], userFields: [] };
  return { ...full, checks: uncertainFacts(full, { applicantName: input.applicantName }) };
}

/** The built-in analyst's facts, read from the same text under the model's kind. */
function builtInSheet(input: AnalyseEvidenceInput, kind: DocumentKind): FactSheet {
  return buildFactSheet({ text: input.text, fileName: input.fileName, mimeType: input.mimeType, kind, applicantName: input.applicantName });
}
