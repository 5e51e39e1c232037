import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANK_FILE_MAX_BYTES,
  bankConfirmBody,
  bankConfirmResult,
  bankFileBody,
  bankFileListQuery,
  bankFileResultQuery,
  bankFileView,
  bankMapping,
  bankMappingView,
  bankPreview,
  bankRowDismissBody,
  bankRowListQuery,
  bankRowMatchBody,
  bankRowRecord,
  idParams,
  jobView,
  listOf,
  okEnvelope,
} from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { pageOf } from '../../lib/list-query.ts';
import { ok } from '../../lib/reply.ts';
import { listFiles } from './bank-files.repo.ts';
import { channelMapping, saveMapping } from './bank-mapping.service.ts';
import { bankFileResult, confirmBankFile, previewBankFile } from './bank-import.service.ts';
import { dismissBankRow, listBankRows, matchBankRow } from './bank-rows.service.ts';

const tags = ['bank files'];
const read = { permission: 'bankImport.read' as const };
const write = { permission: 'bankImport.write' as const };
// The file travels as base64 JSON.
const BODY_LIMIT = Math.ceil((BANK_FILE_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** Bank files turned into receipts (MONEY.md §7), the queue of rows, and each channel's mapping. */
export const bankImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/bank-files/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: { tags, body: bankFileBody, response: { 200: okEnvelope(bankPreview) } },
    },
    async (request) => ok(request, await previewBankFile(app, request, request.body)),
  );
  app.post(
    '/api/v1/bank-files/confirm',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: { tags, body: bankConfirmBody, response: { 202: okEnvelope(jobView) } },
    },
    // 202: the posting runs as a job (GET /api/v1/jobs/:id follows it).
    async (request, reply) =>
      reply.status(202).send(ok(request, await confirmBankFile(app, request, request.body))),
  );
  app.get(
    '/api/v1/bank-files/:id/result',
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        querystring: bankFileResultQuery,
        response: { 200: okEnvelope(bankConfirmResult) },
      },
    },
    async (request) =>
      ok(request, await bankFileResult(app, request, request.params.id, request.query.job)),
  );
  app.get(
    '/api/v1/bank-files',
    {
      config: read,
      schema: {
        tags,
        querystring: bankFileListQuery,
        response: { 200: okEnvelope(listOf(bankFileView)) },
      },
    },
    async (request) =>
      ok(
        request,
        await inActorOrg(app, request, ({ tx, orgId }) =>
          listFiles(tx, orgId, request.query, pageOf(request.query)),
        ),
      ),
  );
  app.get(
    '/api/v1/bank-rows',
    {
      config: read,
      schema: {
        tags,
        querystring: bankRowListQuery,
        response: { 200: okEnvelope(listOf(bankRowRecord)) },
      },
    },
    async (request) => ok(request, await listBankRows(app, request, request.query)),
  );
  app.post(
    '/api/v1/bank-rows/:id/match',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: bankRowMatchBody,
        response: { 200: okEnvelope(bankRowRecord) },
      },
    },
    async (request) =>
      ok(request, await matchBankRow(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.post(
    '/api/v1/bank-rows/:id/dismiss',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: bankRowDismissBody,
        response: { 200: okEnvelope(bankRowRecord) },
      },
    },
    async (request) =>
      ok(
        request,
        await dismissBankRow(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );
  app.get(
    '/api/v1/payment-channels/:id/bank-mapping',
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        response: { 200: okEnvelope(bankMappingView.nullable()) },
      },
    },
    async (request) => ok(request, await channelMapping(app, request, request.params.id)),
  );
  app.put(
    '/api/v1/payment-channels/:id/bank-mapping',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: bankMapping,
        response: { 200: okEnvelope(bankMappingView) },
      },
    },
    async (request) =>
      ok(request, await saveMapping(app, request, request.params.id, request.body), 'SAVED'),
  );
};
