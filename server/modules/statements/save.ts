import { and, eq } from 'drizzle-orm';
import type { AnalystAuthor } from '../../../src/contract/analyst-author';
import type { Db } from '../../platform/db/client';
import { caseDocuments } from '../../platform/db/schema';
import { followNumbering, lockNumbering, type Numbering } from '../exhibit-order/follow-numbering';
import type { CaseDocumentRow } from './dto';

/** Words a reader would count: markdown marks ('#', '-', '**') alone are not words. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The draft's 'notes for you', trimmed, blank ones dropped; none means no notes field at all. */
function cleanNotes(notes: readonly string[] | undefined): string[] {
  return (notes ?? []).map((note) => note.trim()).filter(Boolean);
}

/**
 * Saves a generated statement as the one statement for its criterion: the old
 * one (if any) is deleted and the new one inserted in one transaction, with the
 * petition row locked so two refreshes of the same criterion cannot both
 * insert. Citations follow a reorder that committed while the draft was written
 * (decision 032): `seen` is the numbering the draft was written against. The draft's notes (what it is based on) go into metadata.notes,
 * beside the filing text, never into it. Returns null, writing nothing, when
 * the petition no longer exists. Which analyst wrote it goes into metadata.author.
 */
export async function replaceStatement(
  db: Db,
  drafted: { petitionId: string; criteriaId: string; title: string; content: string; notes?: readonly string[]; author?: AnalystAuthor },
  seen: Numbering,
): Promise<CaseDocumentRow | null> {
  return db.transaction(async (tx) => {
    // The petition lock the reorder takes; the draft's citations move from the numbers it saw to today's.
    const renumbering = await lockNumbering(tx, drafted.petitionId, seen);
    if (!renumbering) return null;
    const followed = followNumbering({ title: drafted.title, content: drafted.content, notes: cleanNotes(drafted.notes) }, renumbering, 'statement');
    const statement = { ...drafted, ...followed };
    const notes = followed.notes;
    await tx
      .delete(caseDocuments)
      .where(
        and(
          eq(caseDocuments.petitionId, statement.petitionId),
          eq(caseDocuments.criteriaId, statement.criteriaId),
          eq(caseDocuments.type, 'statement'),
        ),
      );
    const [row] = await tx
      .insert(caseDocuments)
      .values({
        petitionId: statement.petitionId,
        criteriaId: statement.criteriaId,
        type: 'statement',
        title: statement.title,
        content: statement.content,
        metadata: { wordCount: countWords(statement.content), ...(notes.length > 0 ? { notes } : {}), ...(drafted.author ? { author: drafted.author } : {}) },
      })
      .returning();
    return row ?? null;
  });
}
