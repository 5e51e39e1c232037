import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  okEnvelope,
  p32Daily as p32DailySchema,
  p32DailyQuery,
  p32Day as p32DaySchema,
  p32Month as p32MonthSchema,
  p32MonthQuery,
  p32Query,
  remittance,
  remittanceInput,
  remittanceVoidBody,
} from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { assertOwnOrAll } from '../../lib/own-scope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { p32Columns, renderP32Pdf } from './p32-print.ts';
import { dailyRows, p32DailyColumns, renderP32DailyPdf } from './p32-daily-print.ts';
import { p32Daily, p32DailyOf, p32Day, p32DayOf, p32Month } from './p32.service.ts';
import { remit, voidRemittance } from './remittances.service.ts';

const tags = ['p32'];
/** A collector's own day and month; every collector's for p32.readAll (own-scope.ts). */
const read = { permission: 'p32.read' as const };
const readAll = { permission: 'p32.readAll' as const };
/** The officer asked for must be the actor unless the actor reads every collector's. */
const collector = (request: FastifyRequest, officerId: string) => {
  assertOwnOrAll(actorOf(request), 'p32.readAll', officerId);
  return officerId;
};

/** ป.32 (a collector's day, and its month), the daily summary, and remittances. */
export const p32Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/reports/p32',
    {
      config: read,
      schema: { tags, querystring: p32Query, response: { 200: okEnvelope(p32DaySchema) } },
    },
    async (request) =>
      ok(
        request,
        await p32Day(app, request, collector(request, request.query.officerId), request.query.date),
      ),
  );
  app.get(
    '/api/v1/reports/p32/export',
    { config: read, schema: { tags, querystring: p32Query } },
    async (request, reply) => {
      const day = await p32Day(
        app,
        request,
        collector(request, request.query.officerId),
        request.query.date,
      );
      return sendXlsx(reply, {
        fileName: 'server:file.p32',
        sheetName: 'server:file.p32',
        columns: p32Columns(translator(request.lang)),
        rows: day.receipts,
      });
    },
  );
  app.get(
    '/api/v1/reports/p32/pdf',
    { config: read, schema: { tags, querystring: p32Query } },
    async (request, reply) => {
      const { org, day } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        day: await p32DayOf(
          tx,
          orgId,
          collector(request, request.query.officerId),
          request.query.date,
        ),
      }));
      return sendPdf(reply, await renderP32Pdf(org, day, new Date()), 'ป32.pdf', 'p32.pdf');
    },
  );
  app.get(
    '/api/v1/reports/p32/month',
    {
      config: read,
      schema: { tags, querystring: p32MonthQuery, response: { 200: okEnvelope(p32MonthSchema) } },
    },
    async (request) =>
      ok(
        request,
        await p32Month(
          app,
          request,
          collector(request, request.query.officerId),
          request.query.month,
        ),
      ),
  );
  app.get(
    '/api/v1/reports/p32-daily',
    {
      config: readAll,
      schema: { tags, querystring: p32DailyQuery, response: { 200: okEnvelope(p32DailySchema) } },
    },
    async (request) => ok(request, await p32Daily(app, request, request.query.date)),
  );
  app.get(
    '/api/v1/reports/p32-daily/export',
    { config: readAll, schema: { tags, querystring: p32DailyQuery } },
    async (request, reply) => {
      const daily = await p32Daily(app, request, request.query.date);
      const t = translator(request.lang);
      return sendXlsx(reply, {
        fileName: 'server:file.p32Daily',
        sheetName: 'server:file.p32Daily',
        columns: p32DailyColumns(t),
        rows: dailyRows(daily, t),
      });
    },
  );
  app.get(
    '/api/v1/reports/p32-daily/pdf',
    { config: readAll, schema: { tags, querystring: p32DailyQuery } },
    async (request, reply) => {
      const { org, daily } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        daily: await p32DailyOf(tx, orgId, request.query.date),
      }));
      return sendPdf(
        reply,
        await renderP32DailyPdf(org, daily, new Date()),
        'สรุปรับเงินประจำวัน.pdf',
        'daily-summary.pdf',
      );
    },
  );
  app.post(
    '/api/v1/remittances',
    {
      config: { permission: 'remittance.write' },
      schema: {
        tags,
        body: remittanceInput,
        response: { 200: okEnvelope(remittance), 201: okEnvelope(remittance) },
      },
    },
    async (request, reply) => {
      const { made, created } = await remit(app, request, request.body);
      return reply.status(created ? 201 : 200).send(ok(request, made));
    },
  );
  app.post(
    '/api/v1/remittances/:id/void',
    {
      config: { permission: 'remittance.void' },
      schema: {
        tags,
        params: idParams,
        body: remittanceVoidBody,
        response: { 200: okEnvelope(remittance) },
      },
    },
    async (request) =>
      ok(request, await voidRemittance(app, request, request.params.id, request.body.reason)),
  );
};
