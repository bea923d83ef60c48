import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { objectParamsSchema, objectPutQuerySchema, objectPutResponseSchema, uploadRequestSchema, uploadResponseSchema } from '../../../src/contract/objects';
import { HttpError } from '../../platform/http/errors';
import { ObjectStoreError } from '../../platform/storage/object-store';
import { contentDisposition, downloadContentType, loadDownloadSigningKey, safeMimeType, verifyDownload } from '../../platform/storage/signing';
import { objectPathFor } from '../../platform/storage/objects-service';
import { claimUploadGrant, recordStoredObject, releaseUploadGrant } from '../../platform/storage/upload-grants';

/**
 * Presign (POST /api/objects/upload, for either store), and the local store's hash-checked PUT and
 * signed downloads (architecture.md §an-upload-step-by-step); on S3 the browser PUTs and GETs the bucket itself.
 */
export async function objectsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps.database;
  await loadDownloadSigningKey(db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/objects/upload',
    { preHandler: app.requireUser, schema: { body: uploadRequestSchema, response: { 200: uploadResponseSchema } } },
    async (request) => deps.store.presignUpload(objectPathFor(request.user.id, request.body.hash, request.body.extension), request.body.hash),
  );

  r.get(
    '/objects/u/:userId/:file',
    // Sent as stored, with the stored length: most objects are compressed already (PDF, JPEG, DOCX).
    { compress: false, schema: { params: objectParamsSchema, querystring: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const objectPath = `/objects/u/${request.params.userId}/${request.params.file}`;
      const check = verifyDownload(objectPath, request.query);
      if (!check.ok) {
        throw new HttpError(403, check.reason === 'expired' ? 'This download link has expired' : 'This download link is not valid');
      }
      if (!(await deps.store.exists(objectPath))) throw new HttpError(404, 'This file no longer exists');
      const size = await deps.store.size(objectPath);
      const body = await deps.store.stream(objectPath);
      reply
        .header('content-type', downloadContentType(check.mimeType))
        .header('content-length', String(size))
        .header('content-disposition', contentDisposition(check.fileName, check.mimeType))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        // Nothing a user stored may run: PDFs download (signing.ts), and whatever a browser shows runs sandboxed.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      return reply.send(body);
    },
  );

  await app.register(uploadPutRoute);
}

/** The PUT lives in its own context: its body is the raw file, streamed, never parsed or buffered. */
async function uploadPutRoute(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps.database;
  app.removeAllContentTypeParsers();
  // Leave the stream unread: the handler pipes request.raw into the store.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // An empty Content-Type header would be refused as a bad media type before the parser runs.
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] === '') delete request.headers['content-type'];
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/objects/u/:userId/:file',
    {
      preHandler: app.requireUser,
      // The raw file, in its own type; the Origin check still applies.
      config: { writes: 'raw' },
      bodyLimit: 12 * 1024 * 1024,
      schema: { params: objectParamsSchema, querystring: objectPutQuerySchema, response: { 200: objectPutResponseSchema } },
    },
    async (request) => {
      const objectPath = `/objects/u/${request.params.userId}/${request.params.file}`;
      const grant = await claimUploadGrant(db, request.user.id, objectPath, request.query.grant);
      let stored = false;
      try {
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (declared > grant.maxBytes) throw new HttpError(413, `The file is larger than the ${grant.maxBytes}-byte limit.`);
        const put = await deps.store.put(objectPath, detach(request.raw), { sha256: grant.sha256, maxBytes: grant.maxBytes });
        stored = put.created;
        const mimeType = request.headers['content-type'] ? safeMimeType(request.headers['content-type'].split(';')[0]) : null;
        await recordStoredObject(db, { path: objectPath, userId: grant.userId, sha256: grant.sha256, size: put.size, mimeType });
        return { objectPath };
      } catch (err) {
        // A failed PUT leaves nothing behind and the link can be tried again.
        if (stored) await deps.store.remove(objectPath).catch(() => undefined);
        await releaseUploadGrant(db, grant.nonce);
        if (err instanceof ObjectStoreError) throw new HttpError(err.statusCode, err.message);
        throw err;
      }
    },
  );
}

/**
 * The request body as a stream the store may destroy on a size or hash failure without
 * tearing down the socket, so the client still receives the 413/400 reply.
 */
function detach(raw: IncomingMessage): Readable {
  const pass = new PassThrough();
  let ended = false;
  raw.on('end', () => {
    ended = true;
  });
  raw.on('error', (err) => pass.destroy(err));
  raw.on('close', () => {
    if (!ended) pass.destroy(new ObjectStoreError(400, 'The upload was interrupted. Please try again.'));
  });
  pass.on('close', () => raw.unpipe(pass));
  raw.pipe(pass);
  return pass;
}
