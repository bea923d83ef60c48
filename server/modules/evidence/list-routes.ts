import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { evidenceSchema } from '../../../src/contract/entities';
import { evidenceDetailParams } from '../../../src/contract/evidence-list';
import { petitionIdParams } from '../../../src/contract/petitions';
import { FreshCache } from '../../platform/db/change-feed';
import { sendVersioned, VersionedBodies } from '../../platform/http/versioned-reply';
import { listEvidenceDescriptions, listEvidenceItems, loadEvidenceDetail, ownedEvidenceVersion } from './list';

/**
 * Reading evidence (docs/decisions/034): the list as the table shows it and the descriptions the letters'
 * suggestions read, each with an ETag and kept serialized per version, and one whole row for a dialog.
 * The two lists skip the per-request zod serializer: their items are built field by field from the
 * contract's types (evidence-list.ts) and sent as the bytes (plain, brotli or gzip) kept for their version.
 */
export async function evidenceListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const auth = { onRequest: app.requireUser };
  const bodies = new VersionedBodies();
  const compress = app.deps.config.compression;
  // Which version of a petition's evidence the user may read, kept until the database says the petition's
  // rows, the petition or the user changed (docs/decisions/042): an unchanged list reads no table.
  const versions = new FreshCache<{ petitionId: string; version: string }>(app.deps.changes);
  const ownedVersion = (userId: string, petitionId: string) =>
    versions.read(`${userId}:${petitionId}`, () => ownedEvidenceVersion(db(), userId, petitionId), (v) => [`evidence:${v.petitionId}`, `user:${userId}`]);

  r.get('/api/petitions/:id/evidence', { ...auth, schema: { params: petitionIdParams } }, async (request, reply) => {
    const { petitionId, version } = await ownedVersion(request.user.id, request.params.id);
    return sendVersioned(request, reply, { bodies, key: `list:${petitionId}`, version, compress, build: () => listEvidenceItems(db(), petitionId) });
  });

  r.get('/api/petitions/:id/evidence/descriptions', { ...auth, schema: { params: petitionIdParams } }, async (request, reply) => {
    const { petitionId, version } = await ownedVersion(request.user.id, request.params.id);
    return sendVersioned(request, reply, { bodies, key: `descriptions:${petitionId}`, version, compress, build: () => listEvidenceDescriptions(db(), petitionId) });
  });

  r.get('/api/evidence/:id', { ...auth, schema: { params: evidenceDetailParams, response: { 200: evidenceSchema } } }, async (request) =>
    loadEvidenceDetail(db(), request.user.id, request.params.id),
  );
}
