import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { Deps } from './platform/deps';
import { DomainError } from './platform/errors';
import { HttpError, STATUS_OF } from './platform/http/errors';
import { loggerOptions } from './platform/http/log-safe';
import type { SessionUser } from './platform/http/sessions';
import { installRequireUser } from './platform/http/require-user';
import { sessionRoutes } from './modules/auth/session-routes';
import { installCsrfGuard } from './platform/http/csrf';
import { createFormTokens, type FormTokens } from './platform/http/form-token';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerApiCompression } from './platform/http/compression';
import { authRoutes } from './modules/auth/routes';
import { apiRoutes } from './modules/routes';
import { pushRoutes } from './platform/push/hub';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
    cookieOptions: (request: FastifyRequest) => CookieSerializeOptions;
    formTokens: FormTokens;
  }
  interface FastifyRequest {
    user: SessionUser;
  }
}

/** Builds the whole server without listening, so tests can `inject` or listen on port 0. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('user', null as unknown as SessionUser);

  await app.register(cookie);
  await registerSecurityHeaders(app);
  app.decorate('formTokens', await createFormTokens(deps.database.db));
  installCsrfGuard(app, app.formTokens);
  app.decorate('cookieOptions', (request: FastifyRequest): CookieSerializeOptions => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  }));
  installRequireUser(app, deps);

  app.setErrorHandler(errorHandler);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // The routes in a context of their own, so the compression hook covers them and not the static files.
  await app.register(async (routes) => {
    if (config.compression) await registerApiCompression(routes);
    await routes.register(authRoutes);
    await routes.register(sessionRoutes);
    await routes.register(apiRoutes);
    await routes.register(pushRoutes);
  });
  serveClient(app, config.staticDir, config.compression);
  return app;
}

function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ [error.field]: error.message });
  if (error instanceof DomainError) return reply.code(STATUS_OF[error.kind]).send({ message: error.message });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    const message = first?.message ?? 'Invalid request';
    return reply.code(400).send({ message: where ? `${where}: ${message}` : message });
  }
  if (error instanceof ZodError) {
    return reply.code(400).send({ message: error.issues[0]?.message ?? 'Invalid request' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
    };
    return reply.code(status).send({ message: known[error.code] ?? error.message });
  }
  // Never `log.error(error)`: pino would copy the raw message, query parameters and all, into `msg`.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

/** The built PWA, with index.html for every client route (but never for /api, /objects or /ws). */
function serveClient(app: FastifyInstance, staticDir: string | undefined, preCompressed: boolean) {
  const index = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasClient = !!index && fs.existsSync(index);
  if (hasClient && staticDir) {
    app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // x.js.br / x.js.gz written by the build (vite.config.ts) for the encodings the request accepts.
      preCompressed,
      setHeaders(res, filePath) {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        // Hashed assets never change; the shell, manifest and service worker must revalidate.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
        if (name === 'sw.js') res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url.startsWith('/objects/') || url === '/ws';
    if (!isApi && hasClient && staticDir && (request.method === 'GET' || request.method === 'HEAD')) {
      // One page for everyone: the client's route table starts a screen's code and reads (docs/decisions/076).
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
