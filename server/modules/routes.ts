import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileRoutes } from './profile/routes';
import { petitionsRoutes } from './petitions/routes';
import { screeningRoutes } from './screening/routes';
import { objectsRoutes } from './objects/routes';
import { evidenceRoutes } from './evidence/routes';
import { lettersRoutes } from './letters/routes';
import { caseDocumentsRoutes } from './statements/routes';
import { criteriaRoutes } from './criteria/routes';
import { chatRoutes } from './chat/routes';
import { exhibitOrderRoutes } from './exhibit-order/routes';
import { bundleChecksRoutes } from './bundle-checks/routes';
import { packetRoutes } from './packet/routes';
import { handoffRoutes } from './handoff/routes';
import { analystRoutes } from './analyst/routes';
import { recommendationRequestRoutes } from './recommenders/routes';
import { recommenderPortalRoutes } from './recommenders/portal-routes';

/** Every /api/* resource route; each file owns one resource (architecture.md §layers-and-import-rules). */
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
  await app.register(exhibitOrderRoutes);
  await app.register(bundleChecksRoutes);
  await app.register(packetRoutes);
  await app.register(handoffRoutes);
  await app.register(analystRoutes);
  await app.register(recommendationRequestRoutes);
  await app.register(recommenderPortalRoutes);
}
