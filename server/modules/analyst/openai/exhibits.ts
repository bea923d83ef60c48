/**
 * How documents appear in a request. With AI_SEND_DOCUMENTS=true (the default) each exhibit goes
 * with its text, cut to the request's token budget (budget.ts). With false no document text leaves
 * the server: each exhibit goes as the local analyst's reading of it (its kind, category and key
 * phrases) and the figures, dates and names found in it, never a sentence of it
 * (README.md §what-leaves-the-server).
 */
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { factsOf, namesOf } from '../guarantees';
import { fitToBudget } from './budget';
import type { OpenAiSettings } from '../../../platform/analyst/config';

/** Facts per document: enough to argue from, few enough to stay facts and not become the text. */
const MAX_FACTS = 30;

type DocumentFacts = { figuresAndDates: string[]; names: string[] };

/** The figures, dates and names a document states, read paragraph by paragraph (a 100-page text stays fast). */
export function documentFacts(text: string): DocumentFacts {
  const figures = new Set<string>();
  const names = new Set<string>();
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (figures.size >= MAX_FACTS && names.size >= MAX_FACTS) break;
    const piece = paragraph.slice(0, 4000);
    for (const f of factsOf(piece)) if (figures.size < MAX_FACTS) figures.add(f);
    for (const n of namesOf(piece)) if (names.size < MAX_FACTS) names.add(n);
  }
  return { figuresAndDates: [...figures], names: [...names] };
}

type ExhibitForModel = {
  exhibit: number;
  fileName: string;
  category: string | null;
  kind: string | null;
  tags: string[];
  /** The user's private notes on the exhibit: they steer, they are never quoted. */
  userNotes: string | null;
  text?: string;
  facts?: DocumentFacts;
};

/** The petition's exhibits for one request; `focus` is what the passages kept from a long document should be about. */
export function exhibitsForModel(evidence: EvidenceForAnalysis[], settings: OpenAiSettings, focus: string): ExhibitForModel[] {
  const base = (e: EvidenceForAnalysis) => ({ exhibit: e.evidenceNumber, fileName: e.fileName, category: e.category, kind: e.kind, tags: e.aiTags, userNotes: e.userNotes });
  if (!settings.sendDocuments) return evidence.map((e) => ({ ...base(e), facts: documentFacts(e.text) }));
  return fitToBudget(evidence.map((e) => ({ ...base(e), text: e.text })), settings.maxInputTokens, focus);
}

/** One document's text for the model, cut to the whole budget. */
export function documentForModel(text: string, settings: OpenAiSettings, focus: string): string {
  return fitToBudget([{ text }], settings.maxInputTokens, focus)[0]!.text;
}
