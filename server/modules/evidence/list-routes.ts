import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { evidenceSchema } from '../../../src/contract/entities';
import { evidenceDetailParams } from '../../../src/contract/evidence-list';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { sendVersioned, VersionedBodies } from '../../platform/http/versioned-reply';
import { evidenceVersion, listEvidenceDescriptions, listEvidenceItems, loadEvidenceDetail } from './list';

/**
 * Reading evidence (docs/decisions/034): the list as the table shows it and the descriptions the letters'
 * suggestions read, each with an ETag and kept serialized per version, and one whole row for a dialog.
 * The two lists skip the per-request zod serializer: their items are built field by field from the
 * contract's types (evidence-list.ts) and sent as the bytes kept for their version.
 */
export async function evidenceListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const auth = { onRequest: app.requireUser };
  const bodies = new VersionedBodies();

  r.get('/api/petitions/:id/evidence', { ...auth, schema: { params: petitionIdParams } }, async (request, reply) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    const version = await evidenceVersion(db(), petition.id);
    return sendVersioned(request, reply, { bodies, key: `list:${petition.id}`, version, build: () => listEvidenceItems(db(), petition.id) });
  });

  r.get('/api/petitions/:id/evidence/descriptions', { ...auth, schema: { params: petitionIdParams } }, async (request, reply) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    const version = await evidenceVersion(db(), petition.id);
    return sendVersioned(request, reply, { bodies, key: `descriptions:${petition.id}`, version, build: () => listEvidenceDescriptions(db(), petition.id) });
  });

  r.get('/api/evidence/:id', { ...auth, schema: { params: evidenceDetailParams, response: { 200: evidenceSchema } } }, async (request) =>
    loadEvidenceDetail(db(), request.user.id, request.params.id),
  );
}
