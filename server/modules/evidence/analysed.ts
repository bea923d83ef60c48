import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { EvidenceForAnalysis } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments } from '../../platform/db/schema';

/**
 * The petition's analysed evidence as the analyst reads it. Only numbered rows can be
 * cited ('Exhibit N'), and only analysed ones have text worth quoting.
 */
export async function loadAnalysedEvidence(db: Db, petitionId: string): Promise<EvidenceForAnalysis[]> {
  const rows = await db
    .select({
      evidenceNumber: evidenceDocuments.evidenceNumber,
      fileName: evidenceDocuments.fileName,
      category: evidenceDocuments.category,
      aiTags: evidenceDocuments.aiTags,
      aiDescription: evidenceDocuments.aiDescription,
      userNotes: evidenceDocuments.userNotes,
      aiAnalysis: evidenceDocuments.aiAnalysis,
      text: evidenceDocuments.extractedText,
      factSheet: evidenceDocuments.factSheet,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber), eq(evidenceDocuments.processingStatus, 'completed')))
    .orderBy(asc(evidenceDocuments.evidenceNumber));
  return rows.map(({ aiAnalysis, ...r }) => ({ ...r, evidenceNumber: r.evidenceNumber!, aiTags: r.aiTags ?? [], kind: aiAnalysis?.kind ?? null, text: r.text ?? '' }));
}

/** Every exhibit number the petition has: generated text may cite these and no others. */
export async function exhibitNumbers(db: Db, petitionId: string): Promise<number[]> {
  const rows = await db
    .select({ n: evidenceDocuments.evidenceNumber })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber)));
  return rows.map((r) => r.n!);
}
