import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankDeposit,
  bankDepositInput,
  cashBookDay,
  cashBookDayQuery,
  cashBookMonth,
  cashBookMonthQuery,
  cashDocumentQuery,
  cashVoidBody,
  idParams,
  okEnvelope,
  treasuryTransfer,
  treasuryTransferInput,
} from '@prapa/contracts';
import { z } from 'zod';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { dayEntries } from './cash-book-entries.ts';
import { renderCashBookDayPdf, renderCashBookMonthPdf } from './cash-book-pdf.ts';
import { cashBookDayColumns, cashBookMonthColumns } from './cash-book.export.ts';
import { cashBookDayOf, cashBookMonthOf } from './cash-book.service.ts';
import { depositsBetween, transfersBetween } from './cash-documents.repo.ts';
import {
  createDeposit,
  createTransfer,
  voidDeposit,
  voidTransfer,
} from './cash-documents.service.ts';

const tags = ['cash-book'];
const read = { permission: 'cashBook.read' as const };
const write = { permission: 'cashBook.write' as const };

/**
 * Receiving money (issue 27): the cash book (สมุดเงินสด) by day and by month, with its
 * PDF and Excel; deposit slips and money sent to the treasury, recorded and voided.
 */
export const cashBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/cash-book',
    {
      config: read,
      schema: { tags, querystring: cashBookDayQuery, response: { 200: okEnvelope(cashBookDay) } },
    },
    async (request) => ok(request, await cashBookDayOf(app, request, request.query.date)),
  );
  app.get(
    '/api/v1/cash-book/pdf',
    { config: read, schema: { tags, querystring: cashBookDayQuery } },
    async (request, reply) => {
      const org = await inActorOrgRead(app, request, ({ tx, orgId }) => reportOrg(tx, orgId));
      const book = await cashBookDayOf(app, request, request.query.date);
      return sendPdf(
        reply,
        await renderCashBookDayPdf(org, book, new Date()),
        `สมุดเงินสด-${request.query.date}.pdf`,
        `cash-book-${request.query.date}.pdf`,
      );
    },
  );
  app.get(
    '/api/v1/cash-book/export',
    { config: read, schema: { tags, querystring: cashBookDayQuery } },
    async (request, reply) => {
      const t = translator(request.lang);
      const book = await cashBookDayOf(app, request, request.query.date);
      return sendXlsx(reply, {
        fileName: 'server:file.cashBook',
        sheetName: 'server:file.cashBook',
        columns: cashBookDayColumns((kind) => t(`server:cashBook.kind.${kind}`)),
        rows: dayEntries(book),
      });
    },
  );
  app.get(
    '/api/v1/cash-book/month',
    {
      config: read,
      schema: {
        tags,
        querystring: cashBookMonthQuery,
        response: { 200: okEnvelope(cashBookMonth) },
      },
    },
    async (request) => ok(request, await cashBookMonthOf(app, request, request.query.month)),
  );
  app.get(
    '/api/v1/cash-book/month/pdf',
    { config: read, schema: { tags, querystring: cashBookMonthQuery } },
    async (request, reply) => {
      const org = await inActorOrgRead(app, request, ({ tx, orgId }) => reportOrg(tx, orgId));
      const book = await cashBookMonthOf(app, request, request.query.month);
      return sendPdf(
        reply,
        await renderCashBookMonthPdf(org, book, new Date()),
        `สมุดเงินสด-${request.query.month}.pdf`,
        `cash-book-${request.query.month}.pdf`,
      );
    },
  );
  app.get(
    '/api/v1/cash-book/month/export',
    { config: read, schema: { tags, querystring: cashBookMonthQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.cashBook',
        sheetName: 'server:file.cashBook',
        columns: cashBookMonthColumns,
        rows: (await cashBookMonthOf(app, request, request.query.month)).days,
      }),
  );

  app.get(
    '/api/v1/bank-deposits',
    {
      config: read,
      schema: {
        tags,
        querystring: cashDocumentQuery,
        response: { 200: okEnvelope(z.array(bankDeposit)) },
      },
    },
    async (request) =>
      ok(
        request,
        await inActorOrg(app, request, ({ tx, orgId }) =>
          depositsBetween(tx, orgId, request.query.from, request.query.to),
        ),
      ),
  );
  app.post(
    '/api/v1/bank-deposits',
    {
      config: write,
      schema: {
        tags,
        body: bankDepositInput,
        response: { 200: okEnvelope(bankDeposit), 201: okEnvelope(bankDeposit) },
      },
    },
    async (request, reply) => {
      const { made, created } = await createDeposit(app, request, request.body);
      return reply.status(created ? 201 : 200).send(ok(request, made, 'SAVED'));
    },
  );
  app.post(
    '/api/v1/bank-deposits/:id/void',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: cashVoidBody,
        response: { 200: okEnvelope(bankDeposit) },
      },
    },
    async (request) =>
      ok(request, await voidDeposit(app, request, request.params.id, request.body.reason), 'SAVED'),
  );

  app.get(
    '/api/v1/treasury-transfers',
    {
      config: read,
      schema: {
        tags,
        querystring: cashDocumentQuery,
        response: { 200: okEnvelope(z.array(treasuryTransfer)) },
      },
    },
    async (request) =>
      ok(
        request,
        await inActorOrg(app, request, ({ tx, orgId }) =>
          transfersBetween(tx, orgId, request.query.from, request.query.to),
        ),
      ),
  );
  app.post(
    '/api/v1/treasury-transfers',
    {
      config: write,
      schema: {
        tags,
        body: treasuryTransferInput,
        response: { 200: okEnvelope(treasuryTransfer), 201: okEnvelope(treasuryTransfer) },
      },
    },
    async (request, reply) => {
      const { made, created } = await createTransfer(app, request, request.body);
      return reply.status(created ? 201 : 200).send(ok(request, made, 'SAVED'));
    },
  );
  app.post(
    '/api/v1/treasury-transfers/:id/void',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: cashVoidBody,
        response: { 200: okEnvelope(treasuryTransfer) },
      },
    },
    async (request) =>
      ok(
        request,
        await voidTransfer(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );
};
