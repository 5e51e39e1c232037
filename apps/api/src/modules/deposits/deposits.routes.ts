import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  depositDetail,
  depositListQuery,
  depositMove,
  depositRegister,
  forfeitBody,
  idParams,
  okEnvelope,
  refundBody,
  settleBody,
  settlement,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { settleCancellation } from './deposit-settle.ts';
import { depositRegisterPdf, voucherPdf } from './deposits-print.ts';
import { depositColumns } from './deposits.export.ts';
import {
  depositDetailOf,
  exportOfDeposits,
  forfeitDeposit,
  listOfDeposits,
  refundDeposit,
} from './deposits.service.ts';

const tags = ['deposits'];
const read = { permission: 'deposits.read' as const };
const write = { permission: 'deposits.write' as const };
const moved = { 200: okEnvelope(depositMove) };

/**
 * The meter deposit register (ทะเบียนเงินประกันการใช้น้ำ, issue 26): every connection's
 * deposit with its totals, as PDF and Excel; one connection's history; a refund (voucher)
 * or a forfeit; and a cancellation settled (final bill, deposit applied, the rest refunded).
 */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/deposits',
    {
      config: read,
      schema: {
        tags,
        querystring: depositListQuery,
        response: { 200: okEnvelope(depositRegister) },
      },
    },
    async (request) => ok(request, await listOfDeposits(app, request, request.query)),
  );

  app.get(
    '/api/v1/deposits/export',
    { config: read, schema: { tags, querystring: depositListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.deposits',
        sheetName: 'server:file.deposits',
        columns: depositColumns,
        rows: (await exportOfDeposits(app, request, request.query)).items,
      }),
  );

  app.get(
    '/api/v1/deposits/pdf',
    { config: read, schema: { tags, querystring: depositListQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await depositRegisterPdf(app, request, request.query),
        'ทะเบียนเงินประกันการใช้น้ำ.pdf',
        'deposit-register.pdf',
      ),
  );

  app.get(
    '/api/v1/deposits/:id',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(depositDetail) } },
    },
    async (request) => ok(request, await depositDetailOf(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/deposits/:id/refund',
    { config: write, schema: { tags, params: idParams, body: refundBody, response: moved } },
    async (request) =>
      ok(request, await refundDeposit(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/deposits/:id/forfeit',
    { config: write, schema: { tags, params: idParams, body: forfeitBody, response: moved } },
    async (request) =>
      ok(request, await forfeitDeposit(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/deposit-vouchers/:id/pdf',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { pdf, number } = await voucherPdf(app, request, request.params.id);
      return sendPdf(reply, pdf, `ใบสำคัญจ่าย-${number}.pdf`, `refund-voucher-${number}.pdf`);
    },
  );

  app.post(
    '/api/v1/requests/:id/settle',
    {
      config: write,
      schema: {
        tags: ['requests'],
        params: idParams,
        body: settleBody,
        response: { 200: okEnvelope(settlement) },
      },
    },
    async (request) => {
      const done = await settleCancellation(app, request, request.params.id, request.body);
      return ok(request, done, done.preview ? 'OK' : 'SAVED');
    },
  );
};
