import { and, eq, lt, sql } from 'drizzle-orm';
import type { ExhibitOrderReply } from '../../../src/contract/exhibit-order';
import type { Db } from '../../platform/db/client';
import { caseDocuments, evidenceDocuments, petitions, recommendationLetters } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { publishEvidenceListChanged } from '../evidence/status';
import { renumberCitations, renumberJson, type NumberMap } from './renumber-citations';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The order must name the petition's exhibits exactly, each once; otherwise a readable refusal. */
function checkOrder(existing: ReadonlyArray<{ id: string }>, ordered: readonly string[]): void {
  const known = new Set(existing.map((e) => e.id));
  const unknown = ordered.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`The order names ${plural(unknown.length, 'document')} that ${unknown.length === 1 ? 'is' : 'are'} not evidence of this petition: ${unknown.slice(0, 3).join(', ')}`);
  const given = new Set(ordered);
  const missing = existing.filter((e) => !given.has(e.id));
  if (missing.length > 0) throw badRequest(`The order leaves out ${plural(missing.length, 'exhibit')} of this petition; list every exhibit once (the list may be out of date: reload and try again)`);
}

/** Moves every exhibit to its new number. (petitionId, evidenceNumber) is unique, so each row passes through its negated number first. */
async function renumberRows(tx: Tx, petitionId: string, newNumbers: ReadonlyMap<string, number>): Promise<void> {
  if (newNumbers.size === 0) return;
  const cases = sql.join([...newNumbers].map(([id, n]) => sql`when ${id}::uuid then ${-n}::int`), sql` `);
  const now = new Date();
  await tx
    .update(evidenceDocuments)
    .set({ evidenceNumber: sql`case ${evidenceDocuments.id} ${cases} end`, updatedAt: now })
    .where(and(eq(evidenceDocuments.petitionId, petitionId), sql`${evidenceDocuments.id} in (${sql.join([...newNumbers.keys()].map((id) => sql`${id}::uuid`), sql`, `)})`));
  await tx
    .update(evidenceDocuments)
    .set({ evidenceNumber: sql`-${evidenceDocuments.evidenceNumber}` })
    .where(and(eq(evidenceDocuments.petitionId, petitionId), lt(evidenceDocuments.evidenceNumber, 0)));
}

/** Every stored text of the petition that can cite an exhibit, rewritten old → new; returns how many rows changed. */
async function rewriteTexts(tx: Tx, petitionId: string, map: NumberMap): Promise<number> {
  const now = new Date();
  const text = (t: string) => renumberCitations(t, map);
  const textOrNull = (t: string | null) => (t === null ? null : text(t));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  let changed = 0;

  // Statements, cover letters and summaries: title, body and the notes in their metadata.
  for (const doc of await tx.select({ id: caseDocuments.id, title: caseDocuments.title, content: caseDocuments.content, metadata: caseDocuments.metadata }).from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId))) {
    const next = { title: text(doc.title), content: text(doc.content), metadata: renumberJson(doc.metadata, map) };
    if (same(next, { title: doc.title, content: doc.content, metadata: doc.metadata })) continue;
    await tx.update(caseDocuments).set({ ...next, updatedAt: now }).where(eq(caseDocuments.id, doc.id));
    changed++;
  }

  // Recommendation letters: the letter, the achievements the user listed for it and the notes in its metadata.
  for (const letter of await tx.select({ id: recommendationLetters.id, letterContent: recommendationLetters.letterContent, keyAchievements: recommendationLetters.keyAchievements, metadata: recommendationLetters.metadata }).from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId))) {
    const next = { letterContent: text(letter.letterContent), keyAchievements: letter.keyAchievements.map(text), metadata: renumberJson(letter.metadata, map) };
    if (same(next, { letterContent: letter.letterContent, keyAchievements: letter.keyAchievements, metadata: letter.metadata })) continue;
    await tx.update(recommendationLetters).set({ ...next, updatedAt: now }).where(eq(recommendationLetters.id, letter.id));
    changed++;
  }

  // The criteria report and the other assessments stored on the petition: every string in them.
  const [petition] = await tx
    .select({ criteriaStrengthReport: petitions.criteriaStrengthReport, strengthAnalysis: petitions.strengthAnalysis, criteriaProgress: petitions.criteriaProgress })
    .from(petitions)
    .where(eq(petitions.id, petitionId));
  if (petition) {
    const next = renumberJson(petition, map);
    if (!same(next, petition)) {
      await tx.update(petitions).set({ ...next, updatedAt: now }).where(eq(petitions.id, petitionId));
      changed++;
    }
  }

  // Evidence: the user's notes and the descriptions and relevance notes (user-corrected or the analyst's).
  // Never extractedText: a document's own 'Exhibit 12' is its own attachment, not ours.
  for (const e of await tx.select({ id: evidenceDocuments.id, userNotes: evidenceDocuments.userNotes, aiDescription: evidenceDocuments.aiDescription, aiAnalysis: evidenceDocuments.aiAnalysis }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId))) {
    const next = { userNotes: textOrNull(e.userNotes), aiDescription: textOrNull(e.aiDescription), aiAnalysis: renumberJson(e.aiAnalysis, map) };
    if (same(next, { userNotes: e.userNotes, aiDescription: e.aiDescription, aiAnalysis: e.aiAnalysis })) continue;
    await tx.update(evidenceDocuments).set({ ...next, updatedAt: now }).where(eq(evidenceDocuments.id, e.id));
    changed++;
  }
  return changed;
}

/**
 * Files the petition's exhibits in the given order: numbers 1..n, and every citation in the petition's
 * texts follows its document, all in one transaction (decision 022).
 */
export async function applyExhibitOrder(deps: Deps, petitionId: string, evidenceIds: readonly string[]): Promise<ExhibitOrderReply> {
  const result = await deps.database.db.transaction(async (tx) => {
    // Serialises with evidence registration (server/modules/evidence/register.ts), which numbers under this lock.
    await tx.select({ id: petitions.id }).from(petitions).where(eq(petitions.id, petitionId)).for('update');
    const existing = await tx
      .select({ id: evidenceDocuments.id, evidenceNumber: evidenceDocuments.evidenceNumber, fileName: evidenceDocuments.fileName })
      .from(evidenceDocuments)
      .where(eq(evidenceDocuments.petitionId, petitionId));
    checkOrder(existing, evidenceIds);
    const oldNumber = new Map(existing.map((e) => [e.id, e.evidenceNumber]));
    const newNumbers = new Map<string, number>();
    const map = new Map<number, number>();
    evidenceIds.forEach((id, i) => {
      const from = oldNumber.get(id);
      if (from !== i + 1) newNumbers.set(id, i + 1);
      if (from !== null && from !== undefined) map.set(from, i + 1);
    });
    await renumberRows(tx, petitionId, newNumbers);
    const textsRewritten = [...map].some(([from, to]) => from !== to) ? await rewriteTexts(tx, petitionId, map) : 0;
    return { textsRewritten, moved: newNumbers.size };
  });
  // Other tabs and devices refresh their evidence list ('updated' raises no toast).
  if (result.moved > 0) await publishEvidenceListChanged(deps, petitionId);
  return {
    message: result.moved === 0 ? 'The exhibits were already in this order' : `${plural(result.moved, 'exhibit')} renumbered; ${plural(result.textsRewritten, 'text')} updated`,
    numbers: evidenceIds.map((evidenceId, i) => ({ evidenceId, evidenceNumber: i + 1 })),
    textsRewritten: result.textsRewritten,
  };
}
