import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  IMPORT_MAX_BYTES,
  importConfirmBody,
  importFileBody,
  okEnvelope,
  readingImportPreview,
  readingImportQuery,
  readingImportResult,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx.ts';
import {
  confirmReadingImport,
  previewReadingImport,
  readingTemplate,
} from './reading-import.service.ts';

const tags = ['readings'];
const write = { permission: 'reading.write' as const };
// The file travels as base64 JSON, as the water-user import's does.
const BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;

/**
 * Readings from a sheet: the round's grid as .xlsx (a route, or all), the filled file
 * checked (preview, writes nothing), then saved all rows or none (confirm).
 */
export const readingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/service-rounds/:id/readings/import/template',
    { config: write, schema: { tags, params: idParams, querystring: readingImportQuery } },
    async (request, reply) => {
      const { round, workbook, routeCode } = await readingTemplate(
        app,
        request,
        request.params.id,
        request.query.routeId,
      );
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const stamp = `${round.yearBe}-${String(round.month).padStart(2, '0')}${routeCode ? `_${routeCode}` : ''}`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          contentDisposition(`จดเลขมาตร_${stamp}.xlsx`, `readings_${stamp}.xlsx`),
        )
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  );

  app.post(
    '/api/v1/service-rounds/:id/readings/import/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: {
        tags,
        params: idParams,
        body: importFileBody,
        response: { 200: okEnvelope(readingImportPreview) },
      },
    },
    async (request) =>
      ok(request, await previewReadingImport(app, request, request.params.id, request.body)),
  );

  app.post(
    '/api/v1/service-rounds/:id/readings/import/confirm',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: {
        tags,
        params: idParams,
        body: importConfirmBody,
        response: { 200: okEnvelope(readingImportResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await confirmReadingImport(app, request, request.params.id, request.body),
        'SAVED',
      ),
  );
};
