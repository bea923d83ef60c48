// One row of the evidence list, built from a whole row: by the server for the list, and by the page for a row a
// push names (it loads this module, and the markdown parser, only then: docs/decisions/043).
import type { Evidence } from './entities';
import type { EvidenceListItem } from './evidence-list';
import { type CutField, textStart } from './evidence-list-rows';
import { markdownPreview } from './evidence-preview';
import { factSheetLine } from './fact-sheet-line';

/** A full row as the list sends it: the server's list and the client's patch after a push share this. */
export function toEvidenceListItem(e: Evidence): EvidenceListItem {
  const textCut: CutField[] = [];
  const previews: Record<CutField, string | null> = { description: null, relevance: null };
  const start = (value: string | null | undefined, field: CutField) => {
    if (value === null || value === undefined) return value;
    const part = textStart(value);
    if (part.cut) textCut.push(field);
    // Read from the start only (at most LIST_TEXT_MAX characters), marked as going on where it was cut.
    if (part.text) previews[field] = markdownPreview(part.text, { more: part.cut });
    return part.text;
  };
  const aiDescription = start(e.aiDescription, 'description') ?? null;
  const relevance = start(e.aiAnalysis?.relevance, 'relevance');
  return {
    id: e.id,
    evidenceNumber: e.evidenceNumber,
    fileName: e.fileName,
    exhibitTitle: e.exhibitTitle,
    fileSize: e.fileSize,
    mimeType: e.mimeType,
    category: e.category,
    aiTags: e.aiTags,
    aiDescription,
    aiAnalysis: e.aiAnalysis ? (typeof relevance === 'string' ? { relevance } : {}) : null,
    processingStatus: e.processingStatus,
    processingError: e.processingError,
    userNotes: e.userNotes,
    userSetFields: e.userSetFields,
    textCut,
    descriptionPreview: previews.description,
    relevancePreview: previews.relevance,
    factLine: e.factSheet ? factSheetLine(e.factSheet) : null,
    filingReason: e.factSheet?.filingReason ?? null,
    factChecks: [...new Set((e.factSheet?.checks ?? []).map((c) => c.field))],
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
