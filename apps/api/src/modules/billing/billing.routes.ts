import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bill,
  billingPreview,
  billListQuery,
  billPdfQuery,
  roundBillsPdfQuery,
  billRow,
  idParams,
  jobView,
  lateFeeWaiverBody,
  lateFeeWaiverResult,
  okEnvelope,
  listOf,
  paymentRound,
  paymentRoundInput,
  proposedPaymentRound,
  sundryBillBody,
  voidBillBody,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { billExportColumns, billPdf, billsForExport, roundBillsPdf } from './bills-print.ts';
import { lastBillingRun, previewBilling, startBilling, startPreview } from './billing.service.ts';
import { billList, issueSundryBill, oneBill, voidBill } from './bills.service.ts';
import { waiveLateFee } from './late-fee-waivers.service.ts';
import {
  createPaymentRound,
  listPaymentRounds,
  paymentRoundProposal,
  updatePaymentRound,
} from './payment-rounds.service.ts';

const tags = ['billing'];
const run = { permission: 'billing.run' as const };
// Queueing a run or a preview ends no session: the sessions this process trusts stay
// trusted (at month-end 500 runs are queued, and each other write makes every request
// ask the database about its session again).
const runJob = { ...run, keepsSessions: true };
const read = { permission: 'billing.read' as const };

/** Billing a round (preview, run as a job, its last run), bills, void and re-bill, late-fee waivers, sundry fees, payment rounds. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/service-rounds/:id/billing/preview',
    {
      config: run,
      schema: { tags, params: idParams, response: { 200: okEnvelope(billingPreview) } },
    },
    async (request) => ok(request, await previewBilling(app, request, request.params.id)),
  );
  // The same preview as a job with its progress: the billing screen's way (100,000
  // connections take about 15 s on PGlite, too long for one request).
  app.post(
    '/api/v1/service-rounds/:id/billing/preview',
    {
      config: runJob,
      schema: { tags, params: idParams, response: { 202: okEnvelope(jobView) } },
    },
    async (request, reply) =>
      reply.status(202).send(ok(request, await startPreview(app, request, request.params.id))),
  );
  app.post(
    '/api/v1/service-rounds/:id/billing',
    { config: runJob, schema: { tags, params: idParams, response: { 202: okEnvelope(jobView) } } },
    async (request, reply) =>
      reply.status(202).send(ok(request, await startBilling(app, request, request.params.id))),
  );
  app.get(
    '/api/v1/service-rounds/:id/billing',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(jobView.nullable()) } },
    },
    async (request) => ok(request, await lastBillingRun(app, request, request.params.id)),
  );

  app.get(
    '/api/v1/bills',
    {
      config: read,
      schema: { tags, querystring: billListQuery, response: { 200: okEnvelope(listOf(billRow)) } },
    },
    async (request) => ok(request, await billList(app, request, request.query)),
  );
  app.get(
    '/api/v1/bills/export',
    { config: read, schema: { tags, querystring: billListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.bills',
        sheetName: 'server:file.bills',
        columns: billExportColumns(translator(request.lang)),
        rows: await billsForExport(app, request, request.query),
      }),
  );
  app.get(
    '/api/v1/bills/:id/pdf',
    { config: read, schema: { tags, params: idParams, querystring: billPdfQuery } },
    async (request, reply) => {
      const { bill: b, pdf } = await billPdf(app, request, request.params.id, request.query);
      return sendPdf(reply, pdf, `ใบแจ้งค่าน้ำ_${b.number}.pdf`, `bill_${b.number}.pdf`);
    },
  );
  app.get(
    '/api/v1/service-rounds/:id/bills/pdf',
    { config: read, schema: { tags, params: idParams, querystring: roundBillsPdfQuery } },
    async (request, reply) => {
      const { routeId, ...print } = request.query;
      const stream = await roundBillsPdf(app, request, request.params.id, routeId, print);
      return sendPdf(reply, stream, 'ใบแจ้งค่าน้ำ.pdf', 'bills.pdf');
    },
  );
  app.get(
    '/api/v1/bills/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: okEnvelope(bill) } } },
    async (request) => ok(request, await oneBill(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/bills/:id/void',
    {
      config: { permission: 'billing.void' },
      schema: {
        tags,
        params: idParams,
        body: voidBillBody,
        response: { 200: okEnvelope(z.object({ voided: bill, replacement: bill.nullable() })) },
      },
    },
    async (request) =>
      ok(request, await voidBill(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.post(
    '/api/v1/bills/:id/late-fee-waiver',
    {
      config: { permission: 'billing.waiveLateFee' },
      schema: {
        tags,
        params: idParams,
        body: lateFeeWaiverBody,
        response: { 200: okEnvelope(lateFeeWaiverResult) },
      },
    },
    async (request) =>
      ok(request, await waiveLateFee(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.post(
    '/api/v1/bills/sundry',
    {
      config: { permission: 'billing.sundry' },
      schema: { tags, body: sundryBillBody, response: { 200: okEnvelope(bill) } },
    },
    async (request) => ok(request, await issueSundryBill(app, request, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/payment-rounds',
    { config: read, schema: { tags, response: { 200: okEnvelope(z.array(paymentRound)) } } },
    async (request) => ok(request, await listPaymentRounds(app, request)),
  );
  app.get(
    '/api/v1/service-rounds/:id/payment-round/proposal',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(proposedPaymentRound) } },
    },
    async (request) => ok(request, await paymentRoundProposal(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/service-rounds/:id/payment-round',
    {
      config: run,
      schema: {
        tags,
        params: idParams,
        body: paymentRoundInput,
        response: { 200: okEnvelope(paymentRound) },
      },
    },
    async (request) =>
      ok(request, await createPaymentRound(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.put(
    '/api/v1/payment-rounds/:id',
    {
      config: run,
      schema: {
        tags,
        params: idParams,
        body: paymentRoundInput,
        response: { 200: okEnvelope(paymentRound) },
      },
    },
    async (request) =>
      ok(request, await updatePaymentRound(app, request, request.params.id, request.body), 'SAVED'),
  );
};
