import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { setAsideReason } from '../../../src/contract/set-aside';
import type { EvidenceForAnalysis } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments } from '../../platform/db/schema';

/**
 * The petition's analysed evidence as the analyst reads it, as the user left it: her categories, and
 * whether the filing sets an exhibit aside as proving nothing for her (decision 062). Only numbered rows
 * can be cited ('Exhibit N'), and only analysed ones have text worth quoting.
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
      userSetFields: evidenceDocuments.userSetFields,
      factSheet: evidenceDocuments.factSheet,
      text: evidenceDocuments.extractedText,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber), eq(evidenceDocuments.processingStatus, 'completed')))
    .orderBy(asc(evidenceDocuments.evidenceNumber));
  return rows.map(({ aiAnalysis, userSetFields, factSheet, ...r }) => ({
    ...r,
    evidenceNumber: r.evidenceNumber!,
    aiTags: r.aiTags ?? [],
    kind: aiAnalysis?.kind ?? null,
    text: r.text ?? '',
    factSheet,
    setAside: setAsideReason({ category: r.category, userSetFields, filingReason: factSheet?.filingReason }),
  }));
}

/**
 * The exhibits that may prove something for the applicant: what the report scores, statements argue and
 * letters cite. A set-aside exhibit (someone else's prize, one the user filed as Other) is left out, so
 * none of them can count, quote or cite it as hers.
 */
export function countedEvidence<T extends { setAside?: string | null }>(evidence: T[]): T[] {
  return evidence.filter((e) => !e.setAside);
}

/** Every exhibit number the petition has: generated text may cite these and no others. */
export async function exhibitNumbers(db: Db, petitionId: string): Promise<number[]> {
  const rows = await db
    .select({ n: evidenceDocuments.evidenceNumber })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber)));
  return rows.map((r) => r.n!);
}
