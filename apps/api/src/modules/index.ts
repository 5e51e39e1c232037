import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { setupRoutes } from './setup/setup.routes.ts';

/** Every feature module, registered once; a module is one folder. */
export const registerModules = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(setupRoutes);
  await app.register(authRoutes);
};
