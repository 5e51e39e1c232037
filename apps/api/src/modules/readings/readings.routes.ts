import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  okEnvelope,
  reading,
  readingInput,
  readingPhotoBody,
  readingSyncBody,
  readingSyncOutcome,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { findPhoto, savePhoto } from './reading-photo.ts';
import { readingHistory, recordOne, syncReadings } from './readings.service.ts';

const tags = ['readings'];
const write = { permission: 'reading.write' as const, keepsSessions: true };

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
  app.post(
    '/api/v1/readings/:id/photo',
    {
      config: { permission: 'reading.write' },
      // A photo of 500 kB as base64, with room for the envelope.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        params: idParams,
        body: readingPhotoBody,
        response: { 200: okEnvelope(z.object({ bytes: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, await savePhoto(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.get(
    '/api/v1/readings/:id/photo',
    { config: { permission: 'reading.read' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const photo = await findPhoto(app, request, request.params.id);
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, no-store')
        .send(photo.content);
    },
  );
};
