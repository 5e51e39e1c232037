import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okEnvelope, requestContract } from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { issueContract } from './contract-issue.ts';
import { contractPdf } from './contract-pdf.ts';
import { installationOrderPdf } from './installation-order-pdf.ts';
import { surveyPdf } from './survey-pdf.ts';

const tags = ['requests'];
const read = { permission: 'requests.read' as const };
const write = { permission: 'requests.write' as const };

/**
 * A request's documents (issue 26) beside the form as filed: the survey and estimate once
 * surveyed; for a new connection approved or later, the installation order and the
 * contract (its number taken once by POST, then printed the same every time). Each PDF
 * answers 409 in Thai while the request's state does not allow it yet.
 */
export const requestDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/requests/:id/survey/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => surveyPdf(app, request, reply, request.params.id),
  );

  app.get(
    '/api/v1/requests/:id/installation-order/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => installationOrderPdf(app, request, reply, request.params.id),
  );

  app.post(
    '/api/v1/requests/:id/contract',
    {
      config: write,
      schema: { tags, params: idParams, response: { 200: okEnvelope(requestContract) } },
    },
    async (request) => ok(request, await issueContract(app, request, request.params.id), 'SAVED'),
  );

  app.get(
    '/api/v1/requests/:id/contract/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => contractPdf(app, request, reply, request.params.id),
  );
};
