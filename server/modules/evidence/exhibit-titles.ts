import { and, eq, isNull, sql } from 'drizzle-orm';
import { categoryLabel } from '../../../src/contract/categories';
import { buildExhibitTitle } from '../analyst/exhibit-title';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitions } from '../../platform/db/schema';

// One exhibit title everywhere (decision 050): the stored one (the analysis's, or the user's), else one built
// from the row's text the same way the analysis builds it.

/** The builder reads only the first lines; more of a 200 KB text would only be read to be dropped. */
const TITLE_TEXT_CHARS = 4000;
const BACKFILL_BATCH = 200;

type TitleRow = {
  exhibitTitle: string | null;
  text: string | null;
  fileName: string;
  mimeType: string | null;
  category: string | null;
  aiAnalysis: { kind?: string } | null;
};

/** A new title from the row's text: the analysis kind, and the category for a document without text. */
export function builtTitle(row: Omit<TitleRow, 'exhibitTitle'>, visaType: string): string {
  return buildExhibitTitle({
    text: row.text?.slice(0, TITLE_TEXT_CHARS) ?? null,
    fileName: row.fileName,
    mimeType: row.mimeType,
    kind: row.aiAnalysis?.kind ?? null,
    categoryLabel: categoryLabel(visaType, row.category) || null,
  });
}

/** The row's title: never the bare file name while the row has text. */
export function exhibitTitleOf(row: TitleRow, visaType: string): string {
  return row.exhibitTitle ?? builtTitle(row, visaType);
}

/**
 * Start-up: rows analysed before exhibit titles existed get one, so the list shows it too, not only the
 * packet. Later starts find none (every analysis sets one). The row's updatedAt moves, so a packet built
 * with the file names reads as stale.
 */
export async function backfillExhibitTitles(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: evidenceDocuments.id,
        text: sql<string | null>`left(${evidenceDocuments.extractedText}, ${TITLE_TEXT_CHARS})`,
        fileName: evidenceDocuments.fileName,
        mimeType: evidenceDocuments.mimeType,
        category: evidenceDocuments.category,
        aiAnalysis: evidenceDocuments.aiAnalysis,
        visaType: petitions.visaType,
      })
      .from(evidenceDocuments)
      .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
      .where(and(isNull(evidenceDocuments.exhibitTitle), eq(evidenceDocuments.processingStatus, 'completed')))
      .limit(BACKFILL_BATCH);
    for (const row of rows) {
      await db
        .update(evidenceDocuments)
        .set({ exhibitTitle: builtTitle(row, row.visaType), updatedAt: new Date() })
        .where(and(eq(evidenceDocuments.id, row.id), isNull(evidenceDocuments.exhibitTitle)));
    }
    done += rows.length;
    if (rows.length < BACKFILL_BATCH) return done;
  }
}
