import { eq } from 'drizzle-orm';
import { ENDEAVOR_NOT_NIW_MESSAGE, hasProposedEndeavor } from '../../../src/contract/endeavor';
import type { Db } from '../../platform/db/client';
import { petitions } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { PetitionRow } from './dto';

/**
 * Saves the applicant's proposed endeavor exactly as typed (the contract trimmed it); blank clears it. Exhibit
 * checks the endeavor on the card but never rewrites it: the brief quotes these words (issue 36 item 2).
 */
export async function saveProposedEndeavor(db: Db, petition: PetitionRow, text: string): Promise<PetitionRow> {
  if (!hasProposedEndeavor(petition.visaType)) throw badRequest(ENDEAVOR_NOT_NIW_MESSAGE);
  const [row] = await db
    .update(petitions)
    .set({ proposedEndeavor: text === '' ? null : text, updatedAt: new Date() })
    .where(eq(petitions.id, petition.id))
    .returning();
  // Deleted between the ownership read and this write: the same answer as any missing petition.
  if (!row) throw notFound('Petition not found');
  return row;
}
