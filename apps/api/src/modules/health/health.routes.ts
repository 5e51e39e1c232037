import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';

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
};
