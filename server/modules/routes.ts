import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileRoutes } from './profile';
import { petitionsRoutes } from './petitions';
import { screeningRoutes } from './screening';
import { objectsRoutes } from './objects';
import { evidenceRoutes } from './evidence';
import { lettersRoutes } from './letters';
import { caseDocumentsRoutes } from './case-documents';
import { criteriaRoutes } from './criteria';
import { chatRoutes } from './chat';

/** Every /api/* resource route; each file owns one resource (DESIGN §2). */
export async function apiRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  void typed;
  await app.register(profileRoutes);
  await app.register(petitionsRoutes);
  await app.register(screeningRoutes);
  await app.register(objectsRoutes);
  await app.register(evidenceRoutes);
  await app.register(lettersRoutes);
  await app.register(caseDocumentsRoutes);
  await app.register(criteriaRoutes);
  await app.register(chatRoutes);
}
