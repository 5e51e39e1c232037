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
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerUtf8Body } from './plugins/utf8-body.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJobStartQueue } from './plugins/job-start-queue.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerReadReplica } from './plugins/read-replica.ts';
import { registerSecurity } from './plugins/security.ts';
import './plugins/types.ts';
import { registerModules } from './modules/index.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { jobRunnerOf } from './jobs/job-runner-of.ts';
import { createLifecycle, type Lifecycle } from './modules/health/lifecycle.ts';

export type AppDeps = { config: Config; database: Database; logger?: boolean | object };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    tokens: TokenService;
    jobs: JobRunner;
    lifecycle: Lifecycle;
  }
}

const serveWeb = async (app: FastifyInstance, dist: string) => {
  if (!existsSync(join(dist, 'index.html'))) return false;
  // wildcard: files are looked up per request, so a rebuild is served without a restart.
  // Hashed assets are immutable; index.html never is (it names the current chunks).
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
    preCompressed: true,
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
    logger:
      logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(typeof logger === 'object' ? logger : {}) },
    bodyLimit: config.bodyLimit,
    // X-Forwarded-For is believed only from configured proxies (TRUST_PROXY): anyone can
    // send the header, and rate limits key on the address it names.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('lifecycle', createLifecycle());
  app.decorate(
    'tokens',
    createTokenService(
      await loadJwtSecret(database.db, config.jwtSecret),
      config.accessTokenMinutes,
    ),
  );

  await registerSecurity(app);
  registerReadReplica(app);
  await registerOpenApi(app);
  const spa = await serveWeb(app, config.webDist);
  registerErrorHandler(app, { spa });
  registerAuth(app, app.tokens);
  registerJobStartQueue(app);
  registerUtf8Body(app);
  registerTextGuard(app);
  await registerModules(app);

  const jobs = jobRunnerOf(app, config, database);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  return app;
};
