import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  importConfirmBody,
  importFileBody,
  importPreview,
  jobView,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx.ts';
import { confirmImport, importTemplate, previewImport } from './import.service.ts';

const tags = ['water-users'];

/**
 * The file is sent as JSON `{ fileName, contentBase64 }` (no multipart parser in the
 * stack). A 10 MB file is ~13.4 MB in base64: these routes take up to 16 MB, so a file
 * a little over the limit still gets the import's own 413 message, not the generic one.
 */
const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;

/**
 * /user/import: template, check (preview) and import (confirm) of water users from .xlsx.
 * Confirm answers 202 with the job that does the import (GET /api/v1/jobs/:id follows it).
 */
export const waterUserImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-users/import/template',
    { config: { permission: 'waterUser.write' }, schema: { tags } },
    async (request, reply) => {
      const workbook = await importTemplate(app, request);
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const name = `${translator(request.lang)('server:file.waterUserImportTemplate')}.xlsx`;
      const fallback = `${translator('en')('server:file.waterUserImportTemplate')}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(name, fallback))
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  );

  app.post(
    '/api/v1/water-users/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: 'waterUser.write' },
      schema: { tags, body: importFileBody, response: { 200: okEnvelope(importPreview) } },
    },
    async (request) => ok(request, await previewImport(app, request, request.body)),
  );

  app.post(
    '/api/v1/water-users/import/confirm',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: 'waterUser.write' },
      schema: { tags, body: importConfirmBody, response: { 202: okEnvelope(jobView) } },
    },
    async (request, reply) =>
      reply.status(202).send(ok(request, await confirmImport(app, request, request.body))),
  );
};
