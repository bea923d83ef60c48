import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { petitionSchema } from '../../../src/contract/entities';
import { petitionIdParams } from '../../../src/contract/petitions';
import { generateCriteriaReport } from './service';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { toPetitionDto } from '../petitions/dto';

/** The criteria strength report (architecture.md §calls): built on demand, saved on the petition. */
export async function criteriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/petitions/:id/criteria-report',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 200: petitionSchema } } },
    async (request) => {
      const { db } = app.deps.database;
      const petition = await loadOwnedPetition(db, request.user.id, request.params.id);
      return toPetitionDto(await generateCriteriaReport(db, app.deps.analyst, petition));
    },
  );
}
