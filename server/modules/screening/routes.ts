import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { screeningResultSchema } from '../../../src/contract/screening';
import { screenProfile } from './service';

/** POST /api/screening: the AI visa screening of the caller's profile (architecture.md §screens, architecture.md §calls). */
export async function screeningRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/screening', { onRequest: app.requireUser, schema: { response: { 200: screeningResultSchema } } }, async (request) =>
    screenProfile({ db: app.deps.database.db, analyst: app.deps.analyst, log: request.log }, request.user.id),
  );
}
