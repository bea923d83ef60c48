import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { letterSchema, messageReplySchema } from '../../../src/contract/entities';
import { createLetterBody, letterIdParams, updateLetterBody } from '../../../src/contract/letters';
import { petitionIdParams } from '../../../src/contract/petitions';
import { DOCX_MIME } from '../../../src/contract/word-drafts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import { contentDisposition } from '../../platform/storage/signing';
import { letterDocx } from './docx';
import { loadOwnedLetter, loadOwnedPetition } from '../../platform/db/ownership';
import { createLetter, deleteLetter, listLetters, updateLetter } from './service';

export async function lettersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get(
    '/api/petitions/:id/recommendation-letters',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 200: z.array(letterSchema) } } },
    async (request) => {
      const petition = await loadOwnedPetition(db, request.user.id, request.params.id);
      return listLetters(db, petition.id);
    },
  );

  r.post(
    '/api/petitions/:id/recommendation-letters',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 201: letterSchema } } },
    async (request, reply) => {
      const petition = await loadOwnedPetition(db, request.user.id, request.params.id);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      // Parsed here rather than as schema.body so the reply carries the form's own
      // message ('Name is required'), which already names the field.
      const body = createLetterBody.parse(request.body ?? {});
      const letter = await createLetter({ db, analyst: app.deps.analyst }, petition, body, key);
      return reply.code(201).send(letter);
    },
  );

  r.patch(
    '/api/recommendation-letters/:id',
    { preHandler: app.requireUser, schema: { params: letterIdParams, response: { 200: letterSchema } } },
    async (request) => {
      // Ownership first: someone else's letter is 404 whatever the body says.
      const letter = await loadOwnedLetter(db, request.user.id, request.params.id);
      const body = updateLetterBody.parse(request.body ?? {});
      return updateLetter(db, letter, body);
    },
  );

  r.delete(
    '/api/recommendation-letters/:id',
    { preHandler: app.requireUser, schema: { params: letterIdParams, response: { 200: messageReplySchema } } },
    async (request) => {
      const letter = await loadOwnedLetter(db, request.user.id, request.params.id);
      await deleteLetter(db, letter.id);
      return { message: 'The recommendation letter has been removed.' };
    },
  );

  r.get(
    '/api/recommendation-letters/:id/docx',
    { preHandler: app.requireUser, schema: { params: letterIdParams } },
    async (request, reply) => {
      const { fileName, body } = await letterDocx(db, request.user.id, request.params.id);
      return reply
        .header('content-type', DOCX_MIME)
        .header('content-disposition', contentDisposition(fileName, DOCX_MIME))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
