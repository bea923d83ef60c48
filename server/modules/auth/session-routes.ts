import type { FastifyInstance } from 'fastify';
import { destroyUserSessions } from '../../platform/http/sessions';
import { clearSessionCookie } from '../../platform/http/session-cookie';

/** Sessions as the signed-in user manages them (the profile page's 'Sign out everywhere'). */
export async function sessionRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  // Ends every session of this user, this one included; their sockets close on every instance.
  app.post('/api/auth/sessions/end-all', { onRequest: app.requireUser }, async (request, reply) => {
    await destroyUserSessions(db, request.user.id);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
