import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { copyEvidenceBody, copyEvidenceReply, copySourcesReply } from '../../../src/contract/evidence-copy';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { copyEvidence, listCopySources } from './copy';

/** 'Add from another petition' (issue 14 item 10, decision 025): what can be copied here, and the copy. */
export async function evidenceCopyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const auth = { onRequest: app.requireUser };

  r.get('/api/petitions/:id/evidence/copy-sources', { ...auth, schema: { params: petitionIdParams, response: { 200: copySourcesReply } } }, async (request) => {
    const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
    return listCopySources(deps.database.db, request.user.id, petition.id);
  });

  r.post(
    '/api/petitions/:id/evidence/copy',
    { ...auth, schema: { params: petitionIdParams, body: copyEvidenceBody, response: { 200: copyEvidenceReply } } },
    async (request) => {
      const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
      return copyEvidence(deps, request.user.id, petition.id, request.body.evidenceIds);
    },
  );
}
