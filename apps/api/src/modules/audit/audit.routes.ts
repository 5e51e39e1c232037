import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditChainReport, auditEntry, auditQuery, listOf, okEnvelope } from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { auditColumns } from './audit.export.ts';
import { exportAudit, listOfAudit, verifyAudit } from './audit.service.ts';

const tags = ['audit'];

/** Who changed what and when, for the organisation the caller acts on. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        querystring: auditQuery,
        response: { 200: okEnvelope(listOf(auditEntry)) },
      },
    },
    async (request) => ok(request, await listOfAudit(app, request, request.query)),
  );

  app.get(
    '/api/v1/audit/verify',
    {
      config: { permission: 'audit.verify' },
      schema: { tags, response: { 200: okEnvelope(auditChainReport) } },
    },
    async (request) => ok(request, await verifyAudit(app, request)),
  );

  app.get(
    '/api/v1/audit/export',
    { config: { permission: 'audit.read' }, schema: { tags, querystring: auditQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.audit',
        sheetName: 'server:file.audit',
        columns: auditColumns(translator(request.lang)),
        rows: await exportAudit(app, request, request.query),
      }),
  );
};
