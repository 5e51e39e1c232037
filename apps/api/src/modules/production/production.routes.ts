import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  idSchema,
  monthQuery,
  okEnvelope,
  productionCost,
  productionCostBody,
  productionMonth,
  productionReading,
  productionReadingBody,
  unbilledBody,
  unbilledEntry,
  waterSource,
  waterSourceBody,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  productionOfMonth,
  putCost,
  putReading,
  putUnbilled,
  removeEntry,
} from './production.service.ts';
import { createSource, listSources, updateSource } from './water-sources.ts';

const tags = ['production'];
const read = { permission: 'production.read' } as const;
const write = { permission: 'production.write' } as const;
const removed = okEnvelope(z.object({ id: idSchema }));

/**
 * Production data (issue 27): water sources and area meters, each month's meter figure,
 * cost heads and unbilled use. A save replaces the month's entry; a delete removes it.
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-sources',
    { config: read, schema: { tags, response: { 200: okEnvelope(z.array(waterSource)) } } },
    async (request) => ok(request, await listSources(app, request)),
  );

  app.post(
    '/api/v1/water-sources',
    {
      config: write,
      schema: { tags, body: waterSourceBody, response: { 200: okEnvelope(waterSource) } },
    },
    async (request) => ok(request, await createSource(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/water-sources/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: waterSourceBody,
        response: { 200: okEnvelope(waterSource) },
      },
    },
    async (request) =>
      ok(request, await updateSource(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/production',
    {
      config: read,
      schema: { tags, querystring: monthQuery, response: { 200: okEnvelope(productionMonth) } },
    },
    async (request) => ok(request, await productionOfMonth(app, request, request.query.month)),
  );

  app.put(
    '/api/v1/production/readings',
    {
      config: write,
      schema: {
        tags,
        body: productionReadingBody,
        response: { 200: okEnvelope(productionReading) },
      },
    },
    async (request) => ok(request, await putReading(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/production/costs',
    {
      config: write,
      schema: { tags, body: productionCostBody, response: { 200: okEnvelope(productionCost) } },
    },
    async (request) => ok(request, await putCost(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/production/unbilled',
    {
      config: write,
      schema: { tags, body: unbilledBody, response: { 200: okEnvelope(unbilledEntry) } },
    },
    async (request) => ok(request, await putUnbilled(app, request, request.body), 'SAVED'),
  );

  for (const [path, what] of [
    ['readings', 'reading'],
    ['costs', 'cost'],
    ['unbilled', 'unbilled'],
  ] as const) {
    app.delete(
      `/api/v1/production/${path}/:id`,
      { config: write, schema: { tags, params: idParams, response: { 200: removed } } },
      async (request) =>
        ok(request, await removeEntry(app, request, what, request.params.id), 'SAVED'),
    );
  }
};
