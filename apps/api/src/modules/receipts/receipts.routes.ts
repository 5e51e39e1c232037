import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterAccount as counterAccountSchema,
  idParams,
  listOf,
  okEnvelope,
  receipt,
  receiptInput,
  receiptListQuery,
  receiptPrintQuery,
  receiptVoidBody,
} from '@prapa/contracts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { printReceiptOnPrinter, receiptPdf } from './receipt-print.ts';
import { ok } from '../../lib/reply.ts';
import { counterAccount, findAtCounter } from './counter.service.ts';
import { oneReceipt, receiptList } from './receipts.service.ts';
import { takePayment } from './take-payment.ts';
import { voidReceipt } from './void-receipt.ts';

const tags = ['receipts'];
/** A cashier's own receipts; every collector's for receipt.readAll (receipts.service.ts). */
const read = { permission: 'receipt.read' as const };
const counter = { permission: 'counter.read' as const };

const found = z.object({
  scanned: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.uuid(),
      customerNo: z.string(),
      name: z.string(),
      address: z.string(),
      meterSerial: z.string().nullable(),
      owed: z.number().int(),
    }),
  ),
});

/** The cashier's counter: find a connection, its open bills, take a payment; receipts and their void. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/counter/find',
    {
      config: counter,
      schema: {
        tags,
        querystring: z.object({ q: z.string().max(500) }),
        response: { 200: okEnvelope(found) },
      },
    },
    async (request) => ok(request, await findAtCounter(app, request, request.query.q)),
  );
  app.get(
    '/api/v1/counter/:id',
    {
      config: counter,
      schema: { tags, params: idParams, response: { 200: okEnvelope(counterAccountSchema) } },
    },
    async (request) => ok(request, await counterAccount(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/receipts',
    {
      config: { permission: 'payment.write', keepsSessions: true },
      schema: {
        tags,
        body: receiptInput,
        response: { 200: okEnvelope(receipt), 201: okEnvelope(receipt) },
      },
    },
    async (request, reply) => {
      const { receipt: made, created } = await takePayment(app, request, request.body);
      return reply.status(created ? 201 : 200).send(ok(request, made));
    },
  );
  app.get(
    '/api/v1/receipts',
    {
      config: read,
      schema: {
        tags,
        querystring: receiptListQuery,
        response: { 200: okEnvelope(listOf(receipt)) },
      },
    },
    async (request) => ok(request, await receiptList(app, request, request.query)),
  );
  app.get(
    '/api/v1/receipts/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: okEnvelope(receipt) } } },
    async (request) => ok(request, await oneReceipt(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/receipts/:id/void',
    {
      config: { permission: 'payment.void' },
      schema: {
        tags,
        params: idParams,
        body: receiptVoidBody,
        response: { 200: okEnvelope(receipt) },
      },
    },
    async (request) =>
      ok(request, await voidReceipt(app, request, request.params.id, request.body.reason)),
  );
  app.get(
    '/api/v1/receipts/:id/pdf',
    { config: read, schema: { tags, params: idParams, querystring: receiptPrintQuery } },
    async (request, reply) => {
      const { receipt: r, pdf } = await receiptPdf(
        app,
        request,
        request.params.id,
        request.query.paper,
      );
      const name = `${r.bookNo}-${r.number}`;
      return sendPdf(reply, pdf, `ใบเสร็จรับเงิน_${name}.pdf`, `receipt_${name}.pdf`);
    },
  );
  app.post(
    '/api/v1/receipts/:id/print',
    {
      config: { permission: 'payment.write', keepsSessions: true },
      schema: {
        tags,
        params: idParams,
        response: {
          200: okEnvelope(z.object({ printer: z.string(), bytes: z.number(), copy: z.boolean() })),
        },
      },
    },
    async (request) => ok(request, await printReceiptOnPrinter(app, request, request.params.id)),
  );
};
