import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  okEnvelope,
  reading,
  readingInput,
  readingSyncBody,
  readingSyncOutcome,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { readingHistory, recordOne, syncReadings } from './readings.service.ts';

const tags = ['readings'];
const write = { permission: 'reading.write' as const };

/** Readings: the office grid (one at a time), a phone's queue (sync), a connection's history. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/readings',
    { config: write, schema: { tags, body: readingInput, response: { 200: okEnvelope(reading) } } },
    async (request) => ok(request, await recordOne(app, request, request.body), 'SAVED'),
  );
  app.post(
    '/api/v1/readings/sync',
    {
      config: write,
      schema: {
        tags,
        body: readingSyncBody,
        response: { 200: okEnvelope(z.array(readingSyncOutcome)) },
      },
    },
    async (request) =>
      ok(request, await syncReadings(app, request, request.body.source, request.body.readings)),
  );
  app.get(
    '/api/v1/water-users/:id/readings',
    {
      config: { permission: 'reading.read' },
      schema: {
        tags,
        params: idParams,
        response: {
          200: okEnvelope(
            z.array(reading.extend({ yearBe: z.number().int(), month: z.number().int() })),
          ),
        },
      },
    },
    async (request) => ok(request, await readingHistory(app, request, request.params.id)),
  );
};
