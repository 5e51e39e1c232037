import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthQuery, okEnvelope, waterCostAnswer } from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { renderWaterCostPdf } from './water-cost-pdf.ts';
import { waterCostColumns } from './water-cost.export.ts';
import { waterCostFigures, waterCostOf } from './water-cost.service.ts';

const tags = ['water-cost'];
const read = { permission: 'production.read' } as const;

/** /water_cost (ต้นทุนการผลิตน้ำ, issue 27): a month and its twelve-month trend. */
export const waterCostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-cost',
    {
      config: read,
      schema: { tags, querystring: monthQuery, response: { 200: okEnvelope(waterCostAnswer) } },
    },
    async (request) => ok(request, await waterCostOf(app, request, request.query.month)),
  );

  app.get(
    '/api/v1/water-cost/export',
    { config: read, schema: { tags, querystring: monthQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:waterCost.file',
        sheetName: 'server:waterCost.file',
        columns: waterCostColumns(request.lang),
        rows: (await waterCostOf(app, request, request.query.month)).trend,
      }),
  );

  app.get(
    '/api/v1/water-cost/pdf',
    { config: read, schema: { tags, querystring: monthQuery } },
    async (request, reply) => {
      const { org, data } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        data: await waterCostFigures(tx, orgId, request.query.month),
      }));
      return sendPdf(
        reply,
        await renderWaterCostPdf(org, data, new Date()),
        `ต้นทุนการผลิตน้ำ-${data.month}.pdf`,
        `water-cost-${data.month}.pdf`,
      );
    },
  );
};
