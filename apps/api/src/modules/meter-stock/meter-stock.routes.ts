import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listOf,
  meterDeliveryAnswer,
  meterDeliveryBody,
  meterHistoryAnswer,
  meterMoveBody,
  meterStockItem,
  meterStockQuery,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { stockColumns } from './meter-stock.export.ts';
import {
  exportOfStock,
  historyOfMeter,
  listOfStock,
  moveMeter,
  receiveDelivery,
} from './meter-stock.service.ts';

const tags = ['meter-stock'];
const read = { permission: 'meterStock.read' } as const;
const write = { permission: 'meterStock.write' } as const;

/**
 * /meter_stock ("register meter management", issue 26): deliveries into stock, every
 * meter's status and history, and the moves made by hand (test, return, scrap).
 * Installing and removing go through a work order or the connection's page.
 */
export const meterStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/meter-stock',
    {
      config: read,
      schema: {
        tags,
        querystring: meterStockQuery,
        response: { 200: okEnvelope(listOf(meterStockItem)) },
      },
    },
    async (request) => ok(request, await listOfStock(app, request, request.query)),
  );

  app.get(
    '/api/v1/meter-stock/export',
    { config: read, schema: { tags, querystring: meterStockQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.meterStock',
        sheetName: 'server:file.meterStock',
        columns: stockColumns(translator(request.lang)),
        rows: await exportOfStock(app, request, request.query),
      }),
  );

  app.post(
    '/api/v1/meter-stock/deliveries',
    {
      config: write,
      schema: { tags, body: meterDeliveryBody, response: { 200: okEnvelope(meterDeliveryAnswer) } },
    },
    async (request) => ok(request, await receiveDelivery(app, request, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/meter-stock/:id/history',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(meterHistoryAnswer) } },
    },
    async (request) => ok(request, await historyOfMeter(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/meter-stock/:id/move',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: meterMoveBody,
        response: { 200: okEnvelope(meterStockItem) },
      },
    },
    async (request) =>
      ok(request, await moveMeter(app, request, request.params.id, request.body), 'SAVED'),
  );
};
