import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `__Host-` over https: the browser then insists on Secure, Path=/ and no Domain, so a sibling
 * subdomain cannot plant or overwrite the session cookie. Plain http cannot carry that prefix.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-exhibit.sid' : 'exhibit.sid';
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), { path: '/', secure: request.protocol === 'https' });
}
