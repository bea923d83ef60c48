import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReplySchema, petitionSchema } from '../../../src/contract/entities';
import { createPetitionBody, petitionIdParams, proposedEndeavorBody } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { toPetitionDto } from './dto';
import { saveProposedEndeavor } from './endeavor';
import { createPetition, deletePetition, listPetitions } from './service';

/** The caller's petitions (architecture.md §calls): list, create from a screening, read one, delete one (decision 030), and an EB-2 NIW petition's proposed endeavor. */
export async function petitionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = () => deps.database.db;

  r.get('/api/petitions', { onRequest: app.requireUser, schema: { response: { 200: z.array(petitionSchema) } } }, async (request) =>
    (await listPetitions(db(), request.user.id)).map(toPetitionDto),
  );

  r.post('/api/petitions', { onRequest: app.requireUser, schema: { body: createPetitionBody, response: { 201: petitionSchema } } }, async (request, reply) =>
    reply.code(201).send(toPetitionDto(await createPetition(db(), request.user.id, request.body))),
  );

  r.get('/api/petitions/:id', { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: petitionSchema } } }, async (request) =>
    toPetitionDto(await loadOwnedPetition(db(), request.user.id, request.params.id)),
  );

  // EB-2 NIW: the applicant's proposed endeavor, in their own words (issue 36 item 2); the reply is the petition.
  r.put(
    '/api/petitions/:id/proposed-endeavor',
    { onRequest: app.requireUser, config: { writes: 'json' }, schema: { params: petitionIdParams, body: proposedEndeavorBody, response: { 200: petitionSchema } } },
    async (request) => {
      const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
      return toPetitionDto(await saveProposedEndeavor(db(), petition, request.body.proposedEndeavor));
    },
  );

  r.delete('/api/petitions/:id', { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: messageReplySchema } } }, async (request) => {
    const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
    await deletePetition(deps, petition, request.user.id);
    return { message: 'The petition has been deleted.' };
  });
}
