import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingCycle,
  idParams,
  listOf,
  okEnvelope,
  roundProposal,
  roundRouteProgress,
  roundStatusBody,
  serviceRound,
  serviceRoundInput,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  createServiceRound,
  getBillingCycle,
  getServiceRound,
  listServiceRounds,
  moveServiceRound,
  proposeNextRound,
  roundRouteProgress as progressOf,
  saveBillingCycle,
  updateServiceRound,
} from './rounds.service.ts';

const tags = ['rounds'];
const path = '/api/v1/service-rounds';
const read = { permission: 'round.read' as const };
const write = { permission: 'round.write' as const };
const page = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

/** /operation/set_service: service rounds, the next one proposed from the billing cycle. */
export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    path,
    {
      config: read,
      schema: { tags, querystring: page, response: { 200: okEnvelope(listOf(serviceRound)) } },
    },
    async (request) => ok(request, await listServiceRounds(app, request, request.query)),
  );
  app.get(
    `${path}/proposal`,
    { config: read, schema: { tags, response: { 200: okEnvelope(roundProposal) } } },
    async (request) => ok(request, await proposeNextRound(app, request)),
  );
  app.get(
    `${path}/:id`,
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(serviceRound) } },
    },
    async (request) => ok(request, await getServiceRound(app, request, request.params.id)),
  );
  app.get(
    `${path}/:id/progress`,
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        response: { 200: okEnvelope(z.array(roundRouteProgress)) },
      },
    },
    async (request) => ok(request, await progressOf(app, request, request.params.id)),
  );
  app.post(
    path,
    {
      config: write,
      schema: { tags, body: serviceRoundInput, response: { 200: okEnvelope(serviceRound) } },
    },
    async (request) => ok(request, await createServiceRound(app, request, request.body), 'SAVED'),
  );
  app.put(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: serviceRoundInput,
        response: { 200: okEnvelope(serviceRound) },
      },
    },
    async (request) =>
      ok(request, await updateServiceRound(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.post(
    `${path}/:id/status`,
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: roundStatusBody,
        response: { 200: okEnvelope(serviceRound) },
      },
    },
    async (request) =>
      ok(
        request,
        await moveServiceRound(app, request, request.params.id, request.body.status),
        'SAVED',
      ),
  );
  app.get(
    '/api/v1/billing-cycle',
    { config: read, schema: { tags, response: { 200: okEnvelope(billingCycle) } } },
    async (request) => ok(request, await getBillingCycle(app, request)),
  );
  app.put(
    '/api/v1/billing-cycle',
    {
      config: { permission: 'org.write' },
      schema: { tags, body: billingCycle, response: { 200: okEnvelope(billingCycle) } },
    },
    async (request) => ok(request, await saveBillingCycle(app, request, request.body), 'SAVED'),
  );
};
