import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  paymentCheck as paymentCheckSchema,
  paymentCheckMark,
  paymentCheckParams,
  paymentCheckQuery,
  paymentCheckReceipt,
} from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { renderPaymentCheckPdf } from './payment-check-pdf.ts';
import { sendPaymentCheckXlsx } from './payment-check-xlsx.ts';
import { filterNames } from './payment-check.repo.ts';
import {
  markReceipt,
  paymentCheck,
  paymentCheckOf,
  unmarkReceipt,
} from './payment-check.service.ts';

const tags = ['payment-check'];
const read = { permission: 'paymentCheck.read' as const };
const write = { permission: 'paymentCheck.write' as const };

/** /payment_check: a range's receipts of every channel against the bank files; the ticks. */
export const paymentCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/payment-check',
    {
      config: read,
      schema: {
        tags,
        querystring: paymentCheckQuery,
        response: { 200: okEnvelope(paymentCheckSchema) },
      },
    },
    async (request) => ok(request, await paymentCheck(app, request, request.query)),
  );
  app.get(
    '/api/v1/payment-check/export',
    { config: read, schema: { tags, querystring: paymentCheckQuery } },
    async (request, reply) =>
      sendPaymentCheckXlsx(reply, await paymentCheck(app, request, request.query)),
  );
  app.get(
    '/api/v1/payment-check/pdf',
    { config: read, schema: { tags, querystring: paymentCheckQuery } },
    async (request, reply) => {
      const q = request.query;
      const { org, check, names } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
        org: await reportOrg(tx, orgId),
        check: await paymentCheckOf(tx, orgId, q),
        names: await filterNames(tx, orgId, q),
      }));
      return sendPdf(
        reply,
        await renderPaymentCheckPdf(org, check, q, names, new Date()),
        'ตรวจสอบการรับชำระเงิน.pdf',
        'payment-check.pdf',
      );
    },
  );
  app.put(
    '/api/v1/payment-check/:receiptId',
    {
      config: write,
      schema: {
        tags,
        params: paymentCheckParams,
        body: paymentCheckMark,
        response: { 200: okEnvelope(paymentCheckReceipt) },
      },
    },
    async (request) =>
      ok(request, await markReceipt(app, request, request.params.receiptId, request.body)),
  );
  app.delete(
    '/api/v1/payment-check/:receiptId',
    {
      config: write,
      schema: {
        tags,
        params: paymentCheckParams,
        response: { 200: okEnvelope(paymentCheckReceipt) },
      },
    },
    async (request) => ok(request, await unmarkReceipt(app, request, request.params.receiptId)),
  );
};
