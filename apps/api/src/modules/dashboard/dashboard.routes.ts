import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardBills,
  dashboardChecks,
  dashboardCounter,
  dashboardDebtors,
  dashboardJobs,
  dashboardReadings,
  dashboardRequests,
  okEnvelope,
  type Permission,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  billsCard,
  checksCard,
  counterCard,
  debtorsCard,
  jobsCard,
  readingsCard,
  requestsCard,
} from './dashboard.service.ts';

const tags = ['dashboard'];
const base = '/api/v1/dashboard';

/**
 * The home page's cards: each carries the permission of the screen it links to, so a
 * position is refused (403) exactly the figures whose screen it may not open.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = (permission: Permission) => ({ permission });
  app.get(
    `${base}/counter`,
    {
      config: config('receipt.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardCounter) } },
    },
    async (request) => ok(request, await counterCard(app, request)),
  );
  app.get(
    `${base}/readings`,
    {
      config: config('round.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardReadings) } },
    },
    async (request) => ok(request, await readingsCard(app, request)),
  );
  app.get(
    `${base}/checks`,
    {
      config: config('reading.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardChecks) } },
    },
    async (request) => ok(request, await checksCard(app, request)),
  );
  app.get(
    `${base}/bills`,
    {
      config: config('billing.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardBills) } },
    },
    async (request) => ok(request, await billsCard(app, request)),
  );
  app.get(
    `${base}/debtors`,
    {
      config: config('report.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardDebtors) } },
    },
    async (request) => ok(request, await debtorsCard(app, request)),
  );
  app.get(
    `${base}/requests`,
    {
      config: config('requests.read'),
      schema: { tags, response: { 200: okEnvelope(dashboardRequests) } },
    },
    async (request) => ok(request, await requestsCard(app, request)),
  );
  app.get(
    `${base}/jobs`,
    {
      config: config('session.self'),
      schema: { tags, response: { 200: okEnvelope(dashboardJobs) } },
    },
    async (request) => ok(request, await jobsCard(app, request)),
  );
};
