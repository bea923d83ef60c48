import { eq } from 'drizzle-orm';
import { categoryLabel } from '../../../src/contract/categories';
import { findCriterion } from '../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import type { VisaType } from '../../../src/contract/visa';
import { findExhibitRefs, neutraliseExhibitRefs } from '../analyst/exhibits';
import type { Db } from '../../platform/db/client';
import { caseDocuments, recommendationLetters } from '../../platform/db/schema';

// Statements and letters are text the user keeps, reads and may have copied out: a correction to the record
// they were written from marks them out of date and says why, rather than rewriting them (decision 062), as
// a packet built before a change says it is stale. A statement generated again, or a letter the user edits,
// no longer carries the mark.

/** One exhibit's correction: its category before and after (the same when only its facts were corrected). */
type Correction = { evidenceNumber: number | null; fileName: string; from: string | null; to: string | null };

const filing = (visa: VisaType, category: string | null) => (category ? categoryLabel(visa, category) : 'no category');

/** 'Exhibit 3 (newsletter.pdf) was re-filed from Awards to Other after this was written.' */
function correctionSentence(visa: VisaType, c: Correction): string {
  // A file name's own 'Exhibit 12' is not this petition's exhibit.
  const name = neutraliseExhibitRefs(c.fileName);
  const which = c.evidenceNumber !== null ? `Exhibit ${c.evidenceNumber} (${name})` : name;
  if (c.from !== c.to) return `${which} was re-filed from ${filing(visa, c.from)} to ${filing(visa, c.to)} after this was written.`;
  return `The facts of ${which} were corrected after this was written.`;
}

const withMark = <M extends { stale?: string[] }>(metadata: M | null, note: string): M & { stale: string[] } => {
  const stale = metadata?.stale ?? [];
  return { ...(metadata ?? ({} as M)), stale: stale.includes(note) ? stale : [...stale, note] };
};

/**
 * Marks the drafts the correction reaches: a statement that cites the exhibit, the statement of the criterion
 * it left or joined, the final merits (it counts the criteria) when either was a criterion, and a letter
 * that cites it. Returns how many were marked.
 */
export async function markDraftsStale(db: Db, petitionId: string, visa: VisaType, c: Correction): Promise<number> {
  const sentence = correctionSentence(visa, c);
  const cites = (text: string) => c.evidenceNumber !== null && findExhibitRefs(text).includes(c.evidenceNumber);
  const criteria = new Set([c.from, c.to].filter((id): id is string => id !== null && findCriterion(visa, id) !== undefined));
  const reaches = (criteriaId: string | null, content: string) =>
    cites(content) || (criteriaId !== null && criteria.has(criteriaId)) || (criteriaId === FINAL_MERITS && criteria.size > 0);
  return db.transaction(async (tx) => {
    let marked = 0;
    const statements = await tx.select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId));
    for (const s of statements.filter((x) => x.type === 'statement' && reaches(x.criteriaId, x.content))) {
      // updatedAt stays: it is when the text was written, which the packet's warnings compare with the evidence.
      const note = `Out of date: ${sentence} Generate it again so it argues from the record as it is now.`;
      await tx.update(caseDocuments).set({ metadata: withMark(s.metadata, note) }).where(eq(caseDocuments.id, s.id));
      marked++;
    }
    const letters = await tx.select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId));
    for (const l of letters.filter((x) => cites(x.letterContent))) {
      const note = `Out of date: ${sentence} Draft the letter again, or edit it to follow the change.`;
      await tx.update(recommendationLetters).set({ metadata: withMark(l.metadata, note) }).where(eq(recommendationLetters.id, l.id));
      marked++;
    }
    return marked;
  });
}
