import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorEnvelopeSchema, okEnvelope } from '@prapa/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { failedChecks, readinessOf } from './readiness.ts';

/**
 * Liveness (/api/health: the process answers and its database too) and readiness
 * (/api/ready: send it traffic: database reachable, migrations applied, job runner
 * running, not draining). A load balancer routes on the second; a supervisor or an
 * orchestrator restarts on the first.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: {
          200: okEnvelope(
            z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              latencyMs: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const started = performance.now();
      await app.database.db.execute(sql`select 1`);
      return ok(request, {
        status: 'ok' as const,
        database: app.database.kind,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
      });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        description:
          'Readiness for a load balancer: 200 when the database answers, every migration is ' +
          'applied and the job runner runs; else 503 NOT_READY whose `errors` name the failing ' +
          'checks (server: draining after SIGTERM; database; migrations; jobs).',
        response: {
          200: okEnvelope(
            z.object({
              status: z.literal('ready'),
              database: z.enum(['pglite', 'postgres']),
              migrations: z.literal('applied'),
              jobs: z.literal('running'),
            }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const state = await readinessOf(app.database, app.jobs.running(), app.lifecycle.draining);
      const failed = failedChecks(state);
      if (failed.length > 0) throw new AppError('NOT_READY', { errors: failed });
      return ok(request, {
        status: 'ready' as const,
        database: app.database.kind,
        migrations: 'applied' as const,
        jobs: 'running' as const,
      });
    },
  );
};
