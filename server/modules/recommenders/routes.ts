import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReplySchema } from '../../../src/contract/entities';
import { petitionIdParams } from '../../../src/contract/petitions';
import { createdRequestSchema, createRequestBody, requestSchema } from '../../../src/contract/recommenders';
import { idParams } from '../../../src/contract/text';
import { loadOwnedLetter, loadOwnedPetition, loadOwnedRequest } from '../../platform/db/ownership';
import { notFound } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import { contentDisposition } from '../../platform/storage/signing';
import { createRequest, listRequests, resendRequest, revokeRequest } from './requests';
import { parseOrFieldErrors } from './field-errors';

/** The link's origin: the configured public address, else the one this request came to. */
const linkOrigin = (request: FastifyRequest) => request.server.deps.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The applicant's side: invite, list, revoke, send a new link (issue 35, decision 066). */
export async function recommendationRequestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;

  r.get(
    '/api/petitions/:id/recommendation-requests',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 200: z.array(requestSchema) } } },
    async (request) => listRequests(db, (await loadOwnedPetition(db, request.user.id, request.params.id)).id),
  );

  r.post(
    '/api/petitions/:id/recommendation-requests',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 201: createdRequestSchema } } },
    async (request, reply) => {
      const petition = await loadOwnedPetition(db, request.user.id, request.params.id);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const body = parseOrFieldErrors(createRequestBody, request.body ?? {});
      return reply.code(201).send(await createRequest(deps, petition, body, linkOrigin(request), key));
    },
  );

  r.post(
    '/api/recommendation-requests/:id/resend',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: createdRequestSchema } } },
    async (request) => resendRequest(deps, await loadOwnedRequest(db, request.user.id, request.params.id), linkOrigin(request)),
  );

  r.get('/api/recommendation-letters/:id/signed-pdf', { preHandler: app.requireUser, schema: { params: idParams } }, async (request, reply) => {
    const letter = await loadOwnedLetter(db, request.user.id, request.params.id);
    const signed = letter.metadata?.signedByRecommender;
    if (!signed) throw notFound('This letter was not signed through a recommender link');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`Letter from ${letter.recommenderName} (signed).pdf`, 'application/pdf'))
      .header('cache-control', 'no-store')
      .send(await deps.store.read(signed.pdfPath));
  });

  r.delete(
    '/api/recommendation-requests/:id',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: messageReplySchema } } },
    async (request) => {
      await revokeRequest(deps, await loadOwnedRequest(db, request.user.id, request.params.id));
      return { message: 'The link no longer works.' };
    },
  );
}
