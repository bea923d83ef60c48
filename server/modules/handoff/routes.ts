import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handoffUrlReplySchema } from '../../../src/contract/handoff';
import { petitionIdParams } from '../../../src/contract/petitions';
import { loadOwnedPetition } from '../../platform/db/ownership';
import { HttpError } from '../../platform/http/errors';
import { contentDisposition, verifyDownload } from '../../platform/storage/signing';
import { handoffLink, handoffZip, handoffZipPath } from './service';

/** The attorney hand-off (issue 14 item 7, decision 028): a signed link, then the zip it opens. */
export async function handoffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get('/api/petitions/:id/handoff-url', { onRequest: app.requireUser, schema: { params: petitionIdParams, response: { 200: handoffUrlReplySchema } } }, async (request) => {
    const petition = await loadOwnedPetition(deps.database.db, request.user.id, request.params.id);
    return handoffLink(deps.database.db, petition);
  });

  // No cookie: the signature is the capability, as for stored objects (architecture.md §an-upload-step-by-step).
  r.get(
    '/api/petitions/:id/handoff.zip',
    { schema: { params: petitionIdParams, querystring: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const check = verifyDownload(handoffZipPath(request.params.id), request.query);
      if (!check.ok) throw new HttpError(403, check.reason === 'expired' ? 'This download link has expired' : 'This download link is not valid');
      const body = await handoffZip(deps, request.params.id);
      reply
        .header('content-type', check.mimeType)
        .header('content-disposition', contentDisposition(check.fileName, check.mimeType))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(body);
    },
  );
}
