import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  listOf,
  okEnvelope,
  receiptBook,
  receiptBookHandOver,
  receiptBookInput,
  receiptBookListQuery,
  receiptLeafVoidBody,
  receiptYearEndBody,
} from '@prapa/contracts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { registerColumns } from './receipt-register-print.ts';
import {
  bookList,
  booksForExport,
  closeBook,
  closeFiscalYear,
  handOverBook,
  oneBook,
  registerPdf,
  receiveBook,
  voidBookLeaves,
} from './receipt-books.service.ts';

const tags = ['receipt books'];
const read = { permission: 'receiptBook.read' as const };
const write = { permission: 'receiptBook.write' as const };

/** The receipt control register (ทะเบียนคุมใบเสร็จรับเงิน). */
export const receiptBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/receipt-books',
    {
      config: read,
      schema: {
        tags,
        querystring: receiptBookListQuery,
        response: { 200: okEnvelope(listOf(receiptBook)) },
      },
    },
    async (request) => ok(request, await bookList(app, request, request.query)),
  );
  app.post(
    '/api/v1/receipt-books',
    {
      config: write,
      schema: { tags, body: receiptBookInput, response: { 201: okEnvelope(receiptBook) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(request, await receiveBook(app, request, request.body))),
  );
  app.get(
    '/api/v1/receipt-books/export',
    { config: read, schema: { tags, querystring: receiptBookListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.receiptBooks',
        sheetName: 'server:file.receiptBooks',
        columns: registerColumns(translator(request.lang)),
        rows: await booksForExport(app, request, request.query),
      }),
  );
  app.get(
    '/api/v1/receipt-books/pdf',
    { config: read, schema: { tags, querystring: receiptBookListQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await registerPdf(app, request, request.query),
        'ทะเบียนคุมใบเสร็จรับเงิน.pdf',
        'receipt-register.pdf',
      ),
  );
  app.post(
    '/api/v1/receipt-books/year-end',
    {
      config: write,
      schema: {
        tags,
        body: receiptYearEndBody,
        response: { 200: okEnvelope(z.object({ books: z.number(), leaves: z.number() })) },
      },
    },
    async (request) => ok(request, await closeFiscalYear(app, request, request.body)),
  );
  app.get(
    '/api/v1/receipt-books/:id',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(receiptBook) } },
    },
    async (request) => ok(request, await oneBook(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/receipt-books/:id/hand-over',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: receiptBookHandOver,
        response: { 200: okEnvelope(receiptBook) },
      },
    },
    async (request) =>
      ok(request, await handOverBook(app, request, request.params.id, request.body)),
  );
  app.post(
    '/api/v1/receipt-books/:id/void-leaves',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: receiptLeafVoidBody,
        response: { 200: okEnvelope(receiptBook) },
      },
    },
    async (request) =>
      ok(request, await voidBookLeaves(app, request, request.params.id, request.body)),
  );
  app.post(
    '/api/v1/receipt-books/:id/close',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: z.object({ reason: receiptLeafVoidBody.shape.reason }),
        response: { 200: okEnvelope(receiptBook) },
      },
    },
    async (request) =>
      ok(request, await closeBook(app, request, request.params.id, request.body.reason)),
  );
};
