import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loadJwtSecret } from './lib/secrets.ts';
import { createTokenService, type TokenService } from './lib/tokens.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import './plugins/types.ts';
import { registerModules } from './modules/index.ts';

export type AppDeps = { config: Config; database: Database; logger?: boolean | object };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    tokens: TokenService;
  }
}

const serveWeb = async (app: FastifyInstance, dist: string) => {
  if (!existsSync(join(dist, 'index.html'))) return false;
  // wildcard: files are looked up per request, so a rebuild is served without a restart.
  // Hashed assets are immutable; index.html never is (it names the current chunks).
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
};

export const buildApp = async ({ config, database, logger }: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'tokens',
    createTokenService(
      await loadJwtSecret(database.db, config.jwtSecret),
      config.accessTokenMinutes,
    ),
  );

  await registerSecurity(app);
  await registerOpenApi(app);
  const spa = await serveWeb(app, config.webDist);
  registerErrorHandler(app, { spa });
  registerAuth(app, app.tokens);
  await registerModules(app);

  return app;
};
