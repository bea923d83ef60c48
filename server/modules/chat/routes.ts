import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatBody, chatReply } from '../../../src/contract/chat';
import { petitionIdParams } from '../../../src/contract/petitions';
import { answerQuestion } from './service';
import { loadOwnedPetition } from '../../platform/db/ownership';

export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post(
    '/api/petitions/:id/chat',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 200: chatReply } } },
    async (request) => {
      const petition = await loadOwnedPetition(db, request.user.id, request.params.id);
      // Parsed here so the reply is exactly 'Question is required' / 'Question is too long ...'.
      const { question } = chatBody.parse(request.body ?? {});
      const answer = await answerQuestion({ db, analyst: app.deps.analyst }, petition, question);
      return { answer };
    },
  );
}
