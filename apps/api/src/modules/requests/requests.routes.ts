import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeBody,
  idParams,
  installBody,
  issueFeesBody,
  listOf,
  moveNoteBody,
  okEnvelope,
  reasonBody,
  requestInput,
  requestListQuery,
  requestRow,
  serviceRequest,
  surveyBody,
  workDoneBody,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { approveRequest } from './request-approve.ts';
import { issueRequestFees } from './request-fees.ts';
import { installRequest, workDone } from './request-install.ts';
import { requestFormPdf } from './request-pdf.ts';
import { requestColumns } from './requests.export.ts';
import {
  closeRequest,
  completeRequest,
  exportOfRequests,
  fileRequest,
  getRequest,
  listOfRequests,
  surveyRequest,
} from './requests.service.ts';

const tags = ['requests'];
const read = { permission: 'requests.read' as const };
const write = { permission: 'requests.write' as const };
const one = { 200: okEnvelope(serviceRequest) };

/**
 * Requests (คำร้อง, issue 26) on /request: filed, surveyed, approved, their fees billed,
 * paid at the counter, installed, completed; or rejected or cancelled with a reason. Each
 * move answers the request as it now stands, or 409 when its kind and state refuse it.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/requests',
    {
      config: read,
      schema: {
        tags,
        querystring: requestListQuery,
        response: { 200: okEnvelope(listOf(requestRow)) },
      },
    },
    async (request) => ok(request, await listOfRequests(app, request, request.query)),
  );

  app.get(
    '/api/v1/requests/export',
    { config: read, schema: { tags, querystring: requestListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.requests',
        sheetName: 'server:file.requests',
        columns: requestColumns(translator(request.lang)),
        rows: await exportOfRequests(app, request, request.query),
      }),
  );

  app.get(
    '/api/v1/requests/:id',
    { config: read, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await getRequest(app, request, request.params.id)),
  );

  app.get(
    '/api/v1/requests/:id/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => requestFormPdf(app, request, reply, request.params.id),
  );

  app.post(
    '/api/v1/requests',
    { config: write, schema: { tags, body: requestInput, response: one } },
    async (request) => ok(request, await fileRequest(app, request, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/requests/:id/survey',
    { config: write, schema: { tags, params: idParams, body: surveyBody, response: one } },
    async (request) =>
      ok(request, await surveyRequest(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/requests/:id/approve',
    { config: write, schema: { tags, params: idParams, body: moveNoteBody, response: one } },
    async (request) =>
      ok(
        request,
        await approveRequest(app, request, request.params.id, request.body.note),
        'SAVED',
      ),
  );

  app.post(
    '/api/v1/requests/:id/fees',
    { config: write, schema: { tags, params: idParams, body: issueFeesBody, response: one } },
    async (request) =>
      ok(request, await issueRequestFees(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/requests/:id/install',
    { config: write, schema: { tags, params: idParams, body: installBody, response: one } },
    async (request) =>
      ok(request, await installRequest(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/requests/:id/done',
    { config: write, schema: { tags, params: idParams, body: workDoneBody, response: one } },
    async (request) =>
      ok(request, await workDone(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/requests/:id/complete',
    { config: write, schema: { tags, params: idParams, body: completeBody, response: one } },
    async (request) =>
      ok(request, await completeRequest(app, request, request.params.id, request.body), 'SAVED'),
  );

  for (const action of ['reject', 'cancel'] as const) {
    app.post(
      `/api/v1/requests/:id/${action}`,
      { config: write, schema: { tags, params: idParams, body: reasonBody, response: one } },
      async (request) =>
        ok(
          request,
          await closeRequest(app, request, request.params.id, action, request.body.reason),
          'SAVED',
        ),
    );
  }
};
