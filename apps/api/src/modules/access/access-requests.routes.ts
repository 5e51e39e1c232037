import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessRequest,
  accessRequestListQuery,
  approveAccessBody,
  idParams,
  listOf,
  okEnvelope,
  rejectAccessBody,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { accessRequestColumns } from './access-requests.export.ts';
import {
  approveAccessRequest,
  exportAccessRequests,
  getAccessRequest,
  listOfAccessRequests,
  rejectAccessRequest,
} from './access-requests.service.ts';

const tags = ['access'];
const one = { 200: okEnvelope(accessRequest) };

/** Requests made through POST /api/auth/register, for an admin to decide. */
export const accessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/access-requests',
    {
      config: { permission: 'accessRequest.read' },
      schema: {
        tags,
        querystring: accessRequestListQuery,
        response: { 200: okEnvelope(listOf(accessRequest)) },
      },
    },
    async (request) => ok(request, await listOfAccessRequests(app, request, request.query)),
  );

  app.get(
    '/api/v1/access-requests/export',
    {
      config: { permission: 'accessRequest.read' },
      schema: { tags, querystring: accessRequestListQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.accessRequests',
        sheetName: 'server:file.accessRequests',
        columns: accessRequestColumns(translator(request.lang)),
        rows: await exportAccessRequests(app, request, request.query),
      }),
  );

  app.get(
    '/api/v1/access-requests/:id',
    {
      config: { permission: 'accessRequest.read' },
      schema: { tags, params: idParams, response: one },
    },
    async (request) => ok(request, await getAccessRequest(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/access-requests/:id/approve',
    {
      config: { permission: 'accessRequest.write' },
      schema: { tags, params: idParams, body: approveAccessBody, response: one },
    },
    async (request) =>
      ok(
        request,
        await approveAccessRequest(app, request, request.params.id, request.body),
        'SAVED',
      ),
  );

  app.post(
    '/api/v1/access-requests/:id/reject',
    {
      config: { permission: 'accessRequest.write' },
      schema: { tags, params: idParams, body: rejectAccessBody, response: one },
    },
    async (request) =>
      ok(
        request,
        await rejectAccessRequest(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );
};
