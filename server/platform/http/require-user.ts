import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { clearSessionCookie, readSessionCookie } from './session-cookie';
import { createSessionCache, hashSessionId, readSession } from './sessions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `app.requireUser`: the session cookie's user, or a 401. Sessions are read through a cache the database's
 * change feed keeps true (docs/decisions/042). A request that may write drops, when it answers, what this
 * process kept for its session and its user: the database's notice of that write travels through LISTEN and
 * could come after the client's next request, which must see the write.
 */
export function installRequireUser(app: FastifyInstance, deps: Deps) {
  const cache = createSessionCache(deps.changes);
  const sessionUser = async (request: FastifyRequest) => {
    const sid = readSessionCookie(request);
    return sid ? readSession(deps.database.db, sid, deps.sessionPolicy, cache) : null;
  };
  // The signed-in user or null, answering nothing: for pages that differ only in what they prefetch.
  app.decorate('sessionUser', sessionUser);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const sid = readSessionCookie(request);
    const user = await sessionUser(request);
    if (!user) {
      if (sid) clearSessionCookie(request, reply);
      return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
    }
    request.user = user;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const sid = readSessionCookie(request);
    if (sid) deps.changes.changed('session', hashSessionId(sid));
    if (request.user) deps.changes.changed('user', request.user.id);
    return payload;
  });
}
