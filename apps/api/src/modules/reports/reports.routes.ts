import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, waterUserSummary, waterUserSummaryQuery } from '@prapa/contracts';
import { bangkokDate, formatThaiDate } from '@prapa/domain';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx.ts';
import { renderWaterUserReport } from './report-pdf.ts';
import { summaryWorkbook } from './reports.export.ts';
import {
  allSummaries,
  printableSummaries,
  waterUserSummary as summaryOf,
} from './reports.service.ts';

const tags = ['reports'];
const base = '/api/v1/reports/water-users';

/** '21-11-2569': the printed BE date in a file name. */
const stamp = () => formatThaiDate(bangkokDate(new Date())).split('/').reverse().join('-');

/** /report/use_water_user: counts by grouping, as JSON, .xlsx (all groupings) and PDF. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/summary`,
    {
      config: { permission: 'report.read' },
      schema: {
        tags,
        querystring: waterUserSummaryQuery,
        response: { 200: okEnvelope(waterUserSummary) },
      },
    },
    async (request) => ok(request, await summaryOf(app, request, request.query.groupBy)),
  );

  app.get(
    `${base}/summary/export`,
    { config: { permission: 'report.read' }, schema: { tags, querystring: waterUserSummaryQuery } },
    async (request, reply) => {
      const t = translator(request.lang);
      const workbook = summaryWorkbook(t, await allSummaries(app, request));
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const name = `${t('server:file.waterUserReport')}_${stamp()}.xlsx`;
      const fallback = `${translator('en')('server:file.waterUserReport')}_${stamp()}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(name, fallback))
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  );

  app.get(
    `${base}/summary/pdf`,
    { config: { permission: 'report.read' }, schema: { tags } },
    async (request, reply) => {
      const { org, summaries } = await printableSummaries(app, request);
      const pdf = await renderWaterUserReport(org, summaries, new Date());
      const name = `รายงานผู้ใช้น้ำ_${stamp()}.pdf`;
      return sendPdf(reply, pdf, name, `water-user-report_${stamp()}.pdf`);
    },
  );
};
