import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_EVIDENCE_BYTES } from '../../../src/contract/evidence-rules';
import {
  answersSchema,
  declineBody,
  letterTextBody,
  portalSchema,
  RECOMMENDER_CSRF_HEADER,
  RECOMMENDER_TOKEN_HEADER,
  signBody,
} from '../../../src/contract/recommenders';
import { idParams } from '../../../src/contract/text';
import type { Db } from '../../platform/db/client';
import { appSettings, petitions, profiles } from '../../platform/db/schema';
import { ForbiddenError } from '../../platform/errors';
import { HttpError } from '../../platform/http/errors';
import { addressKey, hit, tooManyAttempts } from '../auth/rate-limit';
import { arrangeLetter } from './arrange';
import { FieldErrors, parseOrFieldErrors } from './field-errors';
import { answersOf, decline, portalView, resolveLink, saveAnswers, saveLetterText } from './portal';
import type { RequestRow } from './requests';
import { signLetter } from './sign';
import { csrfFor, csrfMatches, hashToken, TOKEN_SHAPE } from './token';
import { uploadOwnLetter } from './upload';

const KEY_NAME = 'recommender_csrf_key';

async function loadKey(db: Db): Promise<Buffer> {
  await db.insert(appSettings).values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY_NAME)).limit(1);
  if (!row) throw new Error('The recommender CSRF key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

declare module 'fastify' {
  interface FastifyRequest {
    recommendation?: RequestRow;
  }
}

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[RECOMMENDER_TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The recommender's page's calls (issue 35): no session, the link's token in a header. Every call is counted
 * per address and per link; every write also carries the page's CSRF token and an allowed Origin (the
 * app-wide guard, platform/http/csrf.ts).
 */
export async function recommenderPortalRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps.database;
  const key = await loadKey(db);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof FieldErrors) return reply.code(400).send({ message: error.message, fieldErrors: error.fieldErrors });
    throw error;
  });

  const limits = deps.config.recommenders.rateLimit;
  const limited = async (reply: FastifyReply, limitKey: string, max: number) => {
    const verdict = await hit(db, { key: limitKey, max, windowSeconds: limits.windowSeconds });
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpError(429, tooManyAttempts(verdict.retryAfterSeconds));
    }
  };

  /**
   * Counts the call per address and per link before any work: on request, so a refused call's body is never
   * read (an upload is not even received), no link is looked up, nothing is saved. The link is counted by the
   * hash of the token presented, so guesses at tokens count against their address only.
   */
  app.addHook('onRequest', async (request, reply) => {
    await limited(reply, addressKey('recommend', request.ip), limits.perAddress);
    const token = tokenOf(request);
    if (token && TOKEN_SHAPE.test(token)) await limited(reply, `recommend:link:${hashToken(token)}`, limits.perToken);
  });

  /** Resolves the link to its one request, and for writes checks the page's CSRF token. */
  app.addHook('preHandler', async (request) => {
    const { id } = request.params as { id: string };
    const row = await resolveLink(deps, id, tokenOf(request));
    if (request.method !== 'GET') {
      const given = request.headers[RECOMMENDER_CSRF_HEADER];
      if (!csrfMatches(key, row.tokenHash, Array.isArray(given) ? given[0] : given)) {
        throw new ForbiddenError('This page has expired. Reload it and try again: what you typed is kept.');
      }
    }
    request.recommendation = row;
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const rowOf = (request: FastifyRequest) => request.recommendation!;
  const ok = { 200: z.object({ ok: z.literal(true) }) };

  r.get('/api/recommend/:id', { schema: { params: idParams, response: { 200: portalSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return portalView(deps, rowOf(request), csrfFor(key, rowOf(request).tokenHash));
  });

  r.put('/api/recommend/:id/answers', { schema: { params: idParams, response: ok } }, async (request) => {
    await saveAnswers(deps, rowOf(request), parseOrFieldErrors(answersSchema, request.body ?? {}));
    return { ok: true as const };
  });

  r.post('/api/recommend/:id/arrange', { schema: { params: idParams, response: { 200: letterTextBody } } }, async (request) => {
    const row = rowOf(request);
    const [head] = await db.select({ applicant: profiles.fullName, visaType: petitions.visaType }).from(petitions).innerJoin(profiles, eq(profiles.id, petitions.profileId)).where(eq(petitions.id, row.petitionId)).limit(1);
    const letterText = arrangeLetter(answersOf(row), {
      applicantName: head?.applicant ?? '',
      recommenderName: row.recommenderName,
      recommenderTitle: row.recommenderTitle,
      recommenderOrganization: row.recommenderOrganization,
      ukBundle: head?.visaType === 'UK_GLOBAL_TALENT',
    });
    await saveLetterText(deps, row, letterText, 'arranged');
    return { letterText };
  });

  r.put('/api/recommend/:id/letter', { schema: { params: idParams, response: ok } }, async (request) => {
    await saveLetterText(deps, rowOf(request), parseOrFieldErrors(letterTextBody, request.body ?? {}).letterText, 'written');
    return { ok: true as const };
  });

  r.post('/api/recommend/:id/decline', { schema: { params: idParams, response: ok } }, async (request) => {
    await decline(deps, rowOf(request), parseOrFieldErrors(declineBody, request.body ?? {}).reason);
    return { ok: true as const };
  });

  r.post(
    '/api/recommend/:id/sign',
    { schema: { params: idParams, response: { 200: z.object({ letterId: z.string(), signedAt: z.string(), sha256: z.string(), pdfBytes: z.number() }) } } },
    async (request) => {
      const body = parseOrFieldErrors(signBody, request.body ?? {});
      const signed = await signLetter(deps, rowOf(request), body, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
      return { letterId: signed.letterId, signedAt: signed.record.signedAt, sha256: signed.record.sha256, pdfBytes: signed.pdfBytes };
    },
  );

  await app.register(async (raw) => {
    // The file itself is the body, in its own type; its name comes in a header.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVIDENCE_BYTES }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().put(
      '/api/recommend/:id/upload',
      { config: { writes: 'raw' }, bodyLimit: MAX_EVIDENCE_BYTES, schema: { params: idParams, response: { 200: letterTextBody } } },
      async (request) => {
        const name = decodeURIComponent(String(request.headers['x-file-name'] ?? 'letter'));
        return uploadOwnLetter(deps, rowOf(request), Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), name);
      },
    );
  });
}
