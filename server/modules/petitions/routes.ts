import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { petitionSchema } from '../../../src/contract/entities';
import { createPetitionBody, petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { toPetitionDto } from './dto';
import { createPetition, listPetitions } from './service';

/** The caller's petitions (architecture.md §calls): list, create from a screening, read one. */
export async function petitionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get('/api/petitions', { onRequest: app.requireUser, schema: { response: { 200: z.array(petitionSchema) } } }, async (request) =>
    (await listPetitions(db(), request.user.id)).map(toPetitionDto),
  );

  r.post('/api/petitions', { onRequest: app.requireUser, schema: { body: createPetitionBody, response: { 201: petitionSchema } } }, async (request, reply) =>
    reply.code(201).send(toPetitionDto(await createPetition(db(), request.user.id, request.body))),
  );

  r.get('/api/petitions/:id', { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: petitionSchema } } }, async (request) =>
    toPetitionDto(await loadOwnedPetition(db(), request.user.id, request.params.id)),
  );
}
