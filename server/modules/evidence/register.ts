import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EVIDENCE_KEY_REUSED_MESSAGE, MAX_EVIDENCE_BYTES } from '../../../src/contract/evidence';
import { OBJECT_PATH } from '../../../src/contract/objects';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitions } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { refusalReason, sniffType } from '../../platform/extract/sniff';
import { badRequest, KeyReusedError } from '../../platform/errors';
import { assertOwnedObject, registeredObjectPath } from '../../platform/storage/objects-service';
import { evidenceColumns, type EvidenceRow } from './dto';
import { queueAnalysis } from './queue';
import { publishEvidenceStatus } from './status';
import { cleanFileName } from './file-name';

type RegisterEvidenceInput = {
  userId: string;
  /** Already checked to belong to userId. */
  petitionId: string;
  fileName: string;
  /** The object path, or the upload URL it came from. */
  fileUrl: string;
  idempotencyKey?: string;
};

type RegisterEvidenceResult = { skipped: true } | { skipped: false; evidence: EvidenceRow };

/**
 * Turns an uploaded object into an evidence row of the petition and queues its analysis
 * (architecture.md §an-upload-step-by-step). The single path for every way evidence arrives: a picked file, a photo, a
 * zip entry, an outbox replay.
 */
export async function registerEvidence(deps: Deps, input: RegisterEvidenceInput): Promise<RegisterEvidenceResult> {
  const db = deps.database.db;
  const { petitionId, idempotencyKey } = input;
  if (idempotencyKey) {
    const prior = await findByKey(db, petitionId, idempotencyKey);
    if (prior) return replayOf(prior, input, registeredObjectPath(deps.store, input.fileUrl));
  }

  const owned = await assertOwnedObject(db, deps.store, input.userId, input.fileUrl);
  const objectPath = owned.path;
  if (owned.size > MAX_EVIDENCE_BYTES) throw badRequest('This file is larger than the 10 MB limit.');
  const bytes = await deps.store.read(objectPath);
  const fileName = cleanFileName(input.fileName);
  // The real type comes from the bytes; the name and the client's claim are not trusted.
  const sniffed = await sniffType(bytes, fileName);
  const refusal = refusalReason(sniffed, fileName);
  if (refusal || !sniffed) throw badRequest(refusal ?? 'This file type cannot be read.');
  const md5 = createHash('md5').update(bytes).digest('hex');

  const outcome = await withUniqueRetry(() =>
    db.transaction(async (tx): Promise<RegisterEvidenceResult> => {
      // Serialises registrations per petition: numbering, duplicate and key checks see each other.
      await tx.select({ id: petitions.id }).from(petitions).where(eq(petitions.id, petitionId)).for('update');
      if (idempotencyKey) {
        const prior = await findByKey(tx, petitionId, idempotencyKey);
        if (prior) return replayOf(prior, input, objectPath);
      }
      const [duplicate] = await tx
        .select({ id: evidenceDocuments.id })
        .from(evidenceDocuments)
        .where(and(eq(evidenceDocuments.petitionId, petitionId), eq(evidenceDocuments.sha256, owned.sha256)))
        .limit(1);
      if (duplicate) return { skipped: true };
      const [next] = await tx
        .select({ n: sql<number>`coalesce(max(${evidenceDocuments.evidenceNumber}), 0) + 1` })
        .from(evidenceDocuments)
        .where(eq(evidenceDocuments.petitionId, petitionId));
      const [row] = await tx
        .insert(evidenceDocuments)
        .values({
          petitionId,
          evidenceNumber: Number(next?.n ?? 1),
          fileName,
          fileUrl: objectPath,
          fileSize: owned.size,
          mimeType: sniffed.mime,
          md5Hash: md5,
          sha256: owned.sha256,
          processingStatus: 'pending',
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning(evidenceColumns);
      if (!row) throw new Error('evidence insert returned no row');
      await queueAnalysis(deps, tx, { evidenceId: row.id, petitionId });
      return { skipped: false, evidence: row };
    }),
  );
  if (!outcome.skipped) await publishEvidenceStatus(deps, outcome.evidence, 'pending');
  return outcome;
}

type KeyedRow = { evidence: EvidenceRow; sha256: string | null };

async function findByKey(db: Pick<Db, 'select'>, petitionId: string, key: string): Promise<KeyedRow | undefined> {
  const [row] = await db
    .select({ evidence: evidenceColumns, sha256: evidenceDocuments.sha256 })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), eq(evidenceDocuments.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * A key already holding a row answers with that row only for the same request: the same petition (keys
 * are looked up per petition), the same bytes (the object path names their SHA-256) and the same file
 * name. Anything else is another file sent under a used key, refused rather than answered with the
 * first file's evidence (decision 055). The row holds all three, and neither its name nor its bytes
 * ever change, so no request digest is stored.
 */
function replayOf(prior: KeyedRow, input: Pick<RegisterEvidenceInput, 'fileName'>, objectPath: string): RegisterEvidenceResult {
  const sha256 = OBJECT_PATH.exec(objectPath)?.[2];
  if (sha256 !== prior.sha256 || cleanFileName(input.fileName) !== prior.evidence.fileName) throw new KeyReusedError(EVIDENCE_KEY_REUSED_MESSAGE);
  return { skipped: false, evidence: prior.evidence };
}

/** Postgres unique_violation, whether or not the driver error is wrapped by drizzle. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The row lock already serialises numbering; this is the belt to its braces, so a unique
 * constraint never reaches a user as an error (a retry sees the committed winner).
 */
async function withUniqueRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !isUniqueViolation(err)) throw err;
    }
  }
}
