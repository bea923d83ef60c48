import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bundleChecksReply } from '../../../src/contract/bundle-checks';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { checkBundle } from './service';

/** The UK Global Talent bundle's limits, shown before building (issue 14 item 9, decision 026). */
export async function bundleChecksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/api/petitions/:id/bundle-checks',
    { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: bundleChecksReply } } },
    async (request) => checkBundle(deps, await loadOwnedPetition(deps.database.db, request.user.id, request.params.id)),
  );
}
