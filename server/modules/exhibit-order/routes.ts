import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exhibitOrderBody, exhibitOrderReply } from '../../../src/contract/exhibit-order';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { applyExhibitOrder } from './service';

/** The order exhibits are filed in (issue 14 item 1): renumbering with citations that follow (decision 022). */
export async function exhibitOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.put(
    '/api/petitions/:id/exhibit-order',
    { onRequest: app.requireUser, config: { writes: 'json' }, schema: { params: petitionIdParams, body: exhibitOrderBody, response: { 200: exhibitOrderReply } } },
    async (request) => {
      const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
      return applyExhibitOrder(deps, petition.id, request.body.evidenceIds);
    },
  );
}
