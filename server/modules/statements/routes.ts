import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseDocumentSchema, messageReplySchema } from '../../../src/contract/entities';
import { petitionIdParams } from '../../../src/contract/petitions';
import { caseDocumentIdParams, generateStatementBody, STATEMENT_QUEUED } from '../../../src/contract/statements';
import { DOCX_MIME } from '../../../src/contract/word-drafts';
import { loadOwnedCaseDocument, loadOwnedPetition } from '../../platform/db/ownership';
import { contentDisposition } from '../../platform/storage/signing';
import { caseDocumentDocx } from './docx';
import { toCaseDocumentDto } from './dto';
import { deleteCaseDocument, listCaseDocuments } from './service';
import { queueStatement } from './queue';

/** Case documents (architecture.md §calls): the list, delete, and queueing a generated statement. */
export async function caseDocumentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/api/petitions/:id/case-documents',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, response: { 200: z.array(caseDocumentSchema) } } },
    async (request) => {
      const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
      return (await listCaseDocuments(db(), petition.id)).map(toCaseDocumentDto);
    },
  );

  r.post(
    '/api/petitions/:id/generate-statement',
    { preHandler: app.requireUser, schema: { params: petitionIdParams, body: generateStatementBody, response: { 202: messageReplySchema } } },
    async (request, reply) => {
      const petition = await loadOwnedPetition(db(), request.user.id, request.params.id);
      await queueStatement(app.deps.boss, petition, request.body);
      return reply.code(202).send({ message: STATEMENT_QUEUED });
    },
  );

  r.delete(
    '/api/case-documents/:id',
    { preHandler: app.requireUser, schema: { params: caseDocumentIdParams, response: { 200: messageReplySchema } } },
    async (request) => {
      const doc = await loadOwnedCaseDocument(db(), request.user.id, request.params.id);
      await deleteCaseDocument(db(), doc.id);
      return { message: 'Case document deleted' };
    },
  );

  r.get(
    '/api/case-documents/:id/docx',
    { preHandler: app.requireUser, schema: { params: caseDocumentIdParams } },
    async (request, reply) => {
      const { fileName, body } = await caseDocumentDocx(db(), request.user.id, request.params.id);
      return reply
        .header('content-type', DOCX_MIME)
        .header('content-disposition', contentDisposition(fileName, DOCX_MIME))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
