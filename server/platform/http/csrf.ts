import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormTokens } from './form-token';
import { normalOrigin, originAllowed } from './origin';

/**
 * What a state-changing route accepts, set as its route `config.writes`:
 * - 'json' (the default): an allowed Origin and, when there is a body, a JSON content type;
 * - 'form': the server-rendered forms (sign-in, sign-up, sign-out): urlencoded or JSON, with an
 *   allowed Origin, or with no Origin at all but the signed form token;
 * - 'raw': a file body of any type (the object PUT, the zip upload), with an allowed Origin.
 */
type WriteKind = 'json' | 'form' | 'raw';

declare module 'fastify' {
  interface FastifyContextConfig {
    writes?: WriteKind;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OWN_PAGES = "changes are accepted only from Exhibit's own pages.";

const mediaType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Why a write is refused, or undefined when it may go on to its route. */
function refusal(request: FastifyRequest, publicUrl: string | undefined): { status: 403 | 415; message: string } | undefined {
  const kind = request.routeOptions.config.writes ?? 'json';
  const origin = request.headers.origin;
  if (origin === undefined) {
    // A browser always sends Origin on these methods; only the forms fall back to their token.
    if (kind !== 'form') return { status: 403, message: `This request has no Origin header; ${OWN_PAGES}` };
  } else if (!originAllowed(request, publicUrl)) {
    const from = normalOrigin(origin);
    return { status: 403, message: `This request comes from ${from ?? 'an unknown origin'}; ${OWN_PAGES}` };
  }
  // A path no route answers gets its 404 whatever the body.
  if (kind === 'raw' || request.is404 || !hasBody(request)) return undefined;
  const type = mediaType(request);
  if (type === 'application/json') return undefined;
  if (kind === 'form' && type === 'application/x-www-form-urlencoded') return undefined;
  return { status: 415, message: 'Send this request as JSON (Content-Type: application/json).' };
}

/**
 * CSRF defence for every POST, PUT, PATCH and DELETE: checked before the body is read, so a
 * refused request never reaches a parser or a route. A page on another site, or on another port
 * of this host (same-site, so SameSite cookies do not stop it), sends its own Origin; a form or a
 * no-cors fetch cannot send a JSON content type.
 */
export function installCsrfGuard(app: FastifyInstance, tokens: FormTokens): void {
  const { publicUrl } = app.deps.config;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const refused = refusal(request, publicUrl);
    if (refused) return reply.code(refused.status).send({ message: refused.message });
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.writes !== 'form') return;
    if (request.headers.origin !== undefined || tokens.verify(request)) return;
    return reply.code(403).send({ message: 'This form has expired or did not come from Exhibit. Go back, reload the page and try again.' });
  });
}
