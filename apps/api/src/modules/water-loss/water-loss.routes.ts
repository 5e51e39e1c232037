import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  monthQuery,
  okEnvelope,
  waterLossAnswer,
  waterLossQuery,
  waterLossSummary,
} from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { renderWaterLossPdf } from './water-loss-pdf.ts';
import { waterLossColumns } from './water-loss.export.ts';
import { waterLossFigures, waterLossOf, waterLossSummaryOf } from './water-loss.service.ts';

const tags = ['water-loss'];
const read = { permission: 'production.read' } as const;

/** /lose_water (น้ำสูญเสีย, issue 27): the IWA water balance of a month, its areas, its trend. */
export const waterLossRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-loss',
    {
      config: read,
      schema: { tags, querystring: waterLossQuery, response: { 200: okEnvelope(waterLossAnswer) } },
    },
    async (request) =>
      ok(
        request,
        await waterLossOf(app, request, request.query.month, request.query.underRegistrationBp),
      ),
  );

  app.get(
    '/api/v1/water-loss/summary',
    {
      config: read,
      schema: { tags, querystring: monthQuery, response: { 200: okEnvelope(waterLossSummary) } },
    },
    async (request) => ok(request, await waterLossSummaryOf(app, request, request.query.month)),
  );

  app.get(
    '/api/v1/water-loss/export',
    { config: read, schema: { tags, querystring: waterLossQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:waterLoss.file',
        sheetName: 'server:waterLoss.file',
        columns: waterLossColumns(request.lang),
        rows: (
          await waterLossOf(app, request, request.query.month, request.query.underRegistrationBp)
        ).trend,
      }),
  );

  app.get(
    '/api/v1/water-loss/pdf',
    { config: read, schema: { tags, querystring: waterLossQuery } },
    async (request, reply) => {
      const { month, underRegistrationBp } = request.query;
      const { org, data } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        data: await waterLossFigures(tx, orgId, month, underRegistrationBp),
      }));
      return sendPdf(
        reply,
        await renderWaterLossPdf(org, data, new Date()),
        `น้ำสูญเสีย-${month}.pdf`,
        `water-loss-${month}.pdf`,
      );
    },
  );
};
