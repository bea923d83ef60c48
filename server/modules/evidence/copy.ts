import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CopyEvidenceReply, CopySources } from '../../../src/contract/evidence-copy';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { evidenceColumns, type EvidenceRow } from './dto';
import { queueAnalysis } from './queue';
import { publishEvidenceStatus } from './status';

// Issue 14 item 10, decision 025: one stored object, several petitions. A copy is a new evidence row
// that points at the same object path; objects-service.ts counts evidence rows as references, so
// deleting either row leaves the other's object in place.

/** The user's evidence outside `targetPetitionId`, grouped by petition (newest first), by exhibit number. */
export async function listCopySources(db: Db, userId: string, targetPetitionId: string): Promise<CopySources> {
  const rows = await db
    .select({
      petitionId: petitions.id,
      visaType: petitions.visaType,
      petitionCreatedAt: petitions.createdAt,
      id: evidenceDocuments.id,
      evidenceNumber: evidenceDocuments.evidenceNumber,
      fileName: evidenceDocuments.fileName,
      fileSize: evidenceDocuments.fileSize,
      mimeType: evidenceDocuments.mimeType,
      sha256: evidenceDocuments.sha256,
    })
    .from(evidenceDocuments)
    .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(profiles.userId, userId), ne(petitions.id, targetPetitionId)))
    .orderBy(desc(petitions.createdAt), asc(petitions.id), sql`${evidenceDocuments.evidenceNumber} asc nulls last`, asc(evidenceDocuments.createdAt));
  const held = await contentOf(db, targetPetitionId);
  const grouped = new Map<string, CopySources[number]>();
  for (const row of rows) {
    let group = grouped.get(row.petitionId);
    if (!group) {
      group = { id: row.petitionId, visaType: row.visaType, createdAt: row.petitionCreatedAt.toISOString(), evidence: [] };
      grouped.set(row.petitionId, group);
    }
    group.evidence.push({
      id: row.id,
      evidenceNumber: row.evidenceNumber,
      fileName: row.fileName,
      fileSize: row.fileSize,
      mimeType: row.mimeType,
      inTarget: row.sha256 !== null && held.has(row.sha256),
    });
  }
  return [...grouped.values()];
}

/** The content hashes a petition already holds: the same duplicate rule as an upload (register.ts). */
async function contentOf(db: Pick<Db, 'select'>, petitionId: string): Promise<Set<string>> {
  const rows = await db.select({ sha256: evidenceDocuments.sha256 }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));
  return new Set(rows.flatMap((r) => (r.sha256 ? [r.sha256] : [])));
}

/**
 * Copies the user's evidence `evidenceIds` (from their other petitions) into `targetPetitionId`, already
 * checked to be theirs. Each copy keeps the file (same object, name, size, type) and the user's notes,
 * takes the next exhibit number, and is analysed afresh against the target's visa; the source's analysis
 * is not carried over. Content the target already holds is skipped. An id that is not the user's
 * evidence in another petition is a 404 for the whole request, so nothing is half done.
 */
export async function copyEvidence(deps: Deps, userId: string, targetPetitionId: string, evidenceIds: readonly string[]): Promise<CopyEvidenceReply> {
  const ids = [...new Set(evidenceIds.map((id) => id.toLowerCase()))];
  const { copies, skipped } = await deps.database.db.transaction(async (tx) => {
    // Serialises with uploads into the target: numbering and the duplicate check see each other.
    await tx.select({ id: petitions.id }).from(petitions).where(eq(petitions.id, targetPetitionId)).for('update');
    const sources = await tx
      .select({
        id: evidenceDocuments.id,
        fileName: evidenceDocuments.fileName,
        fileUrl: evidenceDocuments.fileUrl,
        fileSize: evidenceDocuments.fileSize,
        mimeType: evidenceDocuments.mimeType,
        md5Hash: evidenceDocuments.md5Hash,
        sha256: evidenceDocuments.sha256,
        userNotes: evidenceDocuments.userNotes,
      })
      .from(evidenceDocuments)
      .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
      .innerJoin(profiles, eq(profiles.id, petitions.profileId))
      .where(and(inArray(evidenceDocuments.id, ids), eq(profiles.userId, userId), ne(petitions.id, targetPetitionId)))
      // A source deleted meanwhile waits for this commit, so its object release then sees the copy.
      .for('share', { of: evidenceDocuments });
    if (sources.length !== ids.length) throw notFound('Evidence not found');
    const byId = new Map(sources.map((s) => [s.id, s]));
    const held = await contentOf(tx, targetPetitionId);
    const [next] = await tx
      .select({ n: sql<number>`coalesce(max(${evidenceDocuments.evidenceNumber}), 0) + 1` })
      .from(evidenceDocuments)
      .where(eq(evidenceDocuments.petitionId, targetPetitionId));
    let number = Number(next?.n ?? 1);
    const made: EvidenceRow[] = [];
    let duplicates = 0;
    // In the order the user chose them, so the exhibit numbers follow that order.
    for (const id of ids) {
      const source = byId.get(id);
      if (!source) continue;
      if (source.sha256 && held.has(source.sha256)) {
        duplicates++;
        continue;
      }
      if (source.sha256) held.add(source.sha256);
      const [row] = await tx
        .insert(evidenceDocuments)
        .values({
          petitionId: targetPetitionId,
          evidenceNumber: number++,
          fileName: source.fileName,
          fileUrl: source.fileUrl,
          fileSize: source.fileSize,
          mimeType: source.mimeType,
          md5Hash: source.md5Hash,
          sha256: source.sha256,
          userNotes: source.userNotes,
          processingStatus: 'pending',
        })
        .returning(evidenceColumns);
      if (!row) throw new Error('evidence insert returned no row');
      await queueAnalysis(deps, tx, { evidenceId: row.id, petitionId: targetPetitionId });
      made.push(row);
    }
    return { copies: made, skipped: duplicates };
  });
  for (const row of copies) await publishEvidenceStatus(deps, row, 'pending');
  return { copied: copies.length, skipped };
}
