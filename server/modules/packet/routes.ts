import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildPacketBodySchema, buildPacketReplySchema, packetReplySchema } from '../../../src/contract/packet';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { packetReply, startPacketBuild } from './state';

/** The petition packet (issue 14 item 2, decision 027): start a build, read its state and parts. */
export async function packetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post(
    '/api/petitions/:id/packet',
    {
      onRequest: app.requireUser,
      config: { writes: 'json' },
      schema: { params: petitionIdParams, body: buildPacketBodySchema.optional(), response: { 202: buildPacketReplySchema } },
    },
    async (request, reply) => {
      const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
      const started = await startPacketBuild(deps, petition.id, request.body?.maxPartBytes, request.body?.includeDrafts);
      return reply.code(202).send(started);
    },
  );

  r.get('/api/petitions/:id/packet', { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: packetReplySchema } } }, async (request) => {
    const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
    return packetReply(deps.database.db, deps.store, petition.id);
  });
}
