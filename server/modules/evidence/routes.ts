import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadUrlReply,
  evidenceFileBody,
  evidenceFileReply,
  evidenceIdParams,
  evidenceMessageReply,
  isZipFileName,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_ZIP_BYTES,
  registerEvidenceBody,
  registerEvidenceReply,
  updateEvidenceBody,
  vectorStoreReply,
  ZIP_ONLY_MESSAGE,
} from '../../../src/contract/evidence';
import { evidenceSchema } from '../../../src/contract/entities';
import { petitionIdParams } from '../../../src/contract/petitions';
import { clearJobQueue, deleteEvidence, reprocessAllEvidence, reprocessEvidence } from './service';
import { addAllToVectorStore } from './vector-store/action';
import { toEvidenceDto } from './dto';
import { registerEvidence } from './register';
import { updateEvidence } from './update';
import { evidenceCopyRoutes } from './copy-routes';
import { evidenceListRoutes } from './list-routes';
import { ZipError } from './zip-limits';
import { importEvidenceZip } from './zip-upload';
import { badRequest } from '../../platform/errors';
import { HttpError } from '../../platform/http/errors';
import { loadOwnedEvidence, loadOwnedPetition } from '../../platform/db/ownership';
import { assertOwnedObject } from '../../platform/storage/objects-service';

/** Evidence of a petition (architecture.md §screens Evidence tab, architecture.md §calls): register, zip import, actions; reading is list-routes.ts. */
export async function evidenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = () => deps.database.db;
  const auth = { onRequest: app.requireUser };
  // Only this plugin takes multipart bodies: one zip, streamed to disk, never buffered.
  await app.register(multipart, { limits: { fileSize: MAX_ZIP_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(evidenceCopyRoutes);
  await app.register(evidenceListRoutes);

  r.post(
    '/api/petitions/:id/evidence',
    { ...auth, schema: { params: petitionIdParams, body: registerEvidenceBody, response: { 200: registerEvidenceReply } } },
    async (request) => {
      const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
      const outcome = await registerEvidence(deps, {
        userId: request.user.id,
        petitionId: petition.id,
        fileName: request.body.fileName,
        fileUrl: request.body.fileUrl,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return outcome.skipped ? { skipped: true } : { skipped: false, evidence: toEvidenceDto(outcome.evidence) };
    },
  );

  r.post(
    '/api/petitions/:id/evidence/upload-zip',
    // Multipart (architecture.md §calls), so not JSON; the Origin check still applies.
    { ...auth, config: { writes: 'raw' }, schema: { params: petitionIdParams, response: { 200: evidenceMessageReply } } },
    async (request) => {
      const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
      const zipPath = await receiveZip(request, path.join(deps.config.dataDir, 'tmp'));
      try {
        return { message: await importEvidenceZip(deps, { userId: request.user.id, petitionId: petition.id }, zipPath) };
      } catch (err) {
        // A whole-zip problem is answered in the `error` field, like the other zip refusals.
        if (err instanceof ZipError) throw zipError(err.message);
        throw err;
      } finally {
        await fsp.rm(zipPath, { force: true });
      }
    },
  );

  r.post('/api/petitions/:id/evidence/bulk-add-to-vector-store', { ...auth, schema: { params: petitionIdParams, response: { 200: vectorStoreReply } } }, async (request) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    return addAllToVectorStore(deps, petition.id);
  });

  r.post('/api/petitions/:id/evidence/bulk-reprocess', { ...auth, schema: { params: petitionIdParams, response: { 200: evidenceMessageReply } } }, async (request) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    return { message: await reprocessAllEvidence(deps, petition.id) };
  });

  r.post('/api/petitions/:id/clear-job-queue', { ...auth, schema: { params: petitionIdParams, response: { 200: evidenceMessageReply } } }, async (request) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    return { message: await clearJobQueue(deps, petition.id) };
  });

  r.get('/api/evidence/:id/download-url', { ...auth, schema: { params: evidenceIdParams, response: { 200: downloadUrlReply } } }, async (request) => {
    const { evidence } = await loadOwnedEvidence(db(), request.user.id, request.params.id);
    return { url: await deps.store.downloadUrl(evidence.fileUrl, { fileName: evidence.fileName, mimeType: evidence.mimeType }) };
  });

  r.post('/api/evidence/:id/reprocess', { ...auth, schema: { params: evidenceIdParams, response: { 200: evidenceMessageReply } } }, async (request) => {
    const { evidence } = await loadOwnedEvidence(db(), request.user.id, request.params.id);
    await reprocessEvidence(deps, evidence);
    return { message: 'Reprocessing started' };
  });

  r.patch('/api/evidence/:id', { ...auth, schema: { params: evidenceIdParams, body: updateEvidenceBody, response: { 200: evidenceSchema } } }, async (request) => {
    const { evidence, petition } = await loadOwnedEvidence(db(), request.user.id, request.params.id);
    return toEvidenceDto(await updateEvidence(deps, evidence, petition, request.body));
  });

  r.delete('/api/evidence/:id', { ...auth, schema: { params: evidenceIdParams, response: { 200: evidenceMessageReply } } }, async (request) => {
    const { evidence } = await loadOwnedEvidence(db(), request.user.id, request.params.id);
    await deleteEvidence(deps, evidence);
    return { message: 'The evidence document has been removed.' };
  });

  r.put('/api/evidence-file', { ...auth, schema: { body: evidenceFileBody, response: { 200: evidenceFileReply } } }, async (request) => {
    const owned = await assertOwnedObject(db(), deps.store, request.user.id, request.body.evidenceUrl);
    return { objectPath: owned.path };
  });
}

/** The optional Idempotency-Key header: the outbox's id for this upload (architecture.md §an-offline-replay). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(`The Idempotency-Key header can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return key;
}

const zipError = (message: string) => new HttpError(400, message, 'error');

/** Streams the multipart field `zipFile` to a temp file under DATA_DIR/tmp and returns its path. */
async function receiveZip(request: FastifyRequest, tmpDir: string): Promise<string> {
  if (!request.isMultipart()) throw zipError('Send the zip as multipart/form-data in the field zipFile.');
  let part;
  try {
    part = await request.file();
  } catch {
    throw zipError('The upload could not be read. Please try again.');
  }
  if (!part || part.fieldname !== 'zipFile') {
    part?.file.resume();
    throw zipError('Attach the zip in the field zipFile.');
  }
  if (!isZipFileName(part.filename)) {
    part.file.resume();
    throw zipError(ZIP_ONLY_MESSAGE);
  }
  await fsp.mkdir(tmpDir, { recursive: true });
  const zipPath = path.join(tmpDir, `${randomBytes(12).toString('hex')}.zip`);
  try {
    await pipeline(part.file, fs.createWriteStream(zipPath, { flags: 'wx' }));
    if (part.file.truncated) throw zipError(tooLarge());
  } catch (err) {
    await fsp.rm(zipPath, { force: true });
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw zipError(tooLarge());
    throw zipError('The upload was interrupted. Please try again.');
  }
  return zipPath;
}

const tooLarge = () => `This zip is larger than the ${MAX_ZIP_BYTES / (1024 * 1024)} MB limit. Split it into smaller zips.`;
