import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema } from '../../../src/contract/entities';
import { cvDownloadUrlReply, DEFAULT_CV_FILE_NAME, putCvBody, saveProfileBody } from '../../../src/contract/profile';
import { notFound } from '../../platform/errors';
import { toProfileDto } from './dto';
import { requireProfile, saveProfile, setCv } from './service';
import { cvMimeType } from './cv-mime';

/** The caller's one profile and its CV (architecture.md §screens Profile setup / Profile view, architecture.md §calls). */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db: app.deps.database.db, store: app.deps.store, log: request.log });

  r.get('/api/profile', { onRequest: app.requireUser, schema: { response: { 200: profileSchema } } }, async (request) =>
    toProfileDto(await requireProfile(app.deps.database.db, request.user.id)),
  );

  r.post('/api/profile', { onRequest: app.requireUser, schema: { body: saveProfileBody, response: { 200: profileSchema } } }, async (request) =>
    toProfileDto(await saveProfile(deps(request), request.user.id, request.body)),
  );

  r.put('/api/cv', { onRequest: app.requireUser, schema: { body: putCvBody, response: { 200: profileSchema } } }, async (request) =>
    toProfileDto(await setCv(deps(request), request.user.id, request.body)),
  );

  // Asked for when the user taps View: a signed URL is short-lived, so it is never cached with the profile.
  r.get('/api/cv/download-url', { onRequest: app.requireUser, schema: { response: { 200: cvDownloadUrlReply } } }, async (request) => {
    const profile = await requireProfile(app.deps.database.db, request.user.id);
    if (!profile.cvUrl) throw notFound('No CV uploaded yet');
    const fileName = profile.cvFileName || DEFAULT_CV_FILE_NAME;
    const url = await app.deps.store.downloadUrl(profile.cvUrl, { fileName, mimeType: await cvMimeType(app.deps.store, profile.cvUrl, fileName) });
    return { url };
  });
}
