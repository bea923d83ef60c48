import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analystStatusSchema } from '../../../src/contract/analyst-status';
import { readAnalystStatus } from './status';

/** Which analyst drafts, and whether the model is bypassed for now (issue 16, decision 036). */
export async function analystRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get('/api/analyst/status', { onRequest: app.requireUser, schema: { response: { 200: analystStatusSchema } } }, async () =>
    readAnalystStatus(deps.database.db, deps.config.analyst),
  );
}
