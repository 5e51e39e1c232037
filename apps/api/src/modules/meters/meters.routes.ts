import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  installMeterBody,
  listOf,
  meterInstallation,
  meterListQuery,
  meterRegisterItem,
  meterStockBody,
  okEnvelope,
  removeMeterBody,
  replaceMeterBody,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { meterColumns } from './meters.export.ts';
import { installMeter, meterHistory, removeMeter, replaceMeter } from './meters.service.ts';
import { exportOfMeters, listOfMeters, registerStockMeter } from './meter-register.service.ts';

const tags = ['meters'];
const read = { permission: 'waterUser.read' } as const;
const write = { permission: 'meter.write' } as const;
const installation = { 200: okEnvelope(meterInstallation) };

/**
 * /meter_register (every meter, its status and where it is or was) and the meter of a
 * connection: install, replace, remove, history. Each change is in the connection's
 * audit trail (entity water_user). Changing meters is the clerk's (meter.write); a reader
 * asks for it from the field (meter-change-requests).
 */
export const meterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/meters',
    {
      config: read,
      schema: {
        tags,
        querystring: meterListQuery,
        response: { 200: okEnvelope(listOf(meterRegisterItem)) },
      },
    },
    async (request) => ok(request, await listOfMeters(app, request, request.query)),
  );

  app.get(
    '/api/v1/meters/export',
    { config: read, schema: { tags, querystring: meterListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.meters',
        sheetName: 'server:file.meters',
        columns: meterColumns(translator(request.lang)),
        rows: await exportOfMeters(app, request, request.query),
      }),
  );

  app.post(
    '/api/v1/meters',
    {
      config: write,
      schema: { tags, body: meterStockBody, response: { 200: okEnvelope(meterRegisterItem) } },
    },
    async (request) => ok(request, await registerStockMeter(app, request, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/water-users/:id/meters',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(z.array(meterInstallation)) } },
    },
    async (request) => ok(request, await meterHistory(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/water-users/:id/meter',
    {
      config: write,
      schema: { tags, params: idParams, body: installMeterBody, response: installation },
    },
    async (request) =>
      ok(request, await installMeter(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/water-users/:id/meter/replace',
    {
      config: write,
      schema: { tags, params: idParams, body: replaceMeterBody, response: installation },
    },
    async (request) =>
      ok(request, await replaceMeter(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/water-users/:id/meter/remove',
    {
      config: write,
      schema: { tags, params: idParams, body: removeMeterBody, response: installation },
    },
    async (request) =>
      ok(request, await removeMeter(app, request, request.params.id, request.body), 'SAVED'),
  );
};
