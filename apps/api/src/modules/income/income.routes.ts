import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incomeQuery, incomeReport as incomeReportSchema, okEnvelope } from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { renderIncomePdf } from './income-pdf.ts';
import { incomeColumns, incomeRows } from './income-rows.ts';
import { incomeReport, incomeReportOf } from './income.service.ts';

const tags = ['reports'];
const config = { permission: 'reports.income' as const };
const base = '/api/v1/reports/income';

/** รายงานรายรับ (/pdf_report): JSON, .xlsx and the A4 PDF, all read by one query path. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config,
      schema: { tags, querystring: incomeQuery, response: { 200: okEnvelope(incomeReportSchema) } },
    },
    async (request) => ok(request, await incomeReport(app, request, request.query)),
  );
  app.get(
    `${base}/export`,
    { config, schema: { tags, querystring: incomeQuery } },
    async (request, reply) => {
      const report = await incomeReport(app, request, request.query);
      const t = translator(request.lang);
      return sendXlsx(reply, {
        fileName: 'server:file.income',
        sheetName: 'server:file.income',
        columns: incomeColumns(t),
        rows: incomeRows(report, t),
      });
    },
  );
  app.get(
    `${base}/pdf`,
    { config, schema: { tags, querystring: incomeQuery } },
    async (request, reply) => {
      const { org, report } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        report: await incomeReportOf(tx, orgId, request.query),
      }));
      const stamp = `${report.view}-${report.month}`;
      return sendPdf(
        reply,
        await renderIncomePdf(org, report, new Date()),
        `รายงานรายรับ_${stamp}.pdf`,
        `income-report_${stamp}.pdf`,
      );
    },
  );
};
