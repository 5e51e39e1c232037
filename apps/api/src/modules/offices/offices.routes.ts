import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listOf,
  office,
  officeInput,
  officeUpdate,
  officeListQuery,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { officeColumns } from './offices.export.ts';
import {
  createOffice,
  exportOffices,
  getOffice,
  listOfOffices,
  setOfficeActive,
  updateOfficeById,
} from './offices.service.ts';

const tags = ['offices'];
const one = { 200: okEnvelope(office) };

/** /basic/group: the offices and counters of the organisation. */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/offices',
    {
      config: { permission: 'office.read' },
      schema: {
        tags,
        querystring: officeListQuery,
        response: { 200: okEnvelope(listOf(office)) },
      },
    },
    async (request) => ok(request, await listOfOffices(app, request, request.query)),
  );

  app.get(
    '/api/v1/offices/export',
    { config: { permission: 'office.read' }, schema: { tags, querystring: officeListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.offices',
        sheetName: 'server:file.offices',
        columns: officeColumns(translator(request.lang)),
        rows: await exportOffices(app, request, request.query),
      }),
  );

  app.get(
    '/api/v1/offices/:id',
    { config: { permission: 'office.read' }, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await getOffice(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/offices',
    {
      config: { permission: 'office.write' },
      schema: { tags, body: officeInput, response: one },
    },
    async (request) => ok(request, await createOffice(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/offices/:id',
    {
      config: { permission: 'office.write' },
      schema: { tags, params: idParams, body: officeUpdate, response: one },
    },
    async (request) =>
      ok(request, await updateOfficeById(app, request, request.params.id, request.body), 'SAVED'),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/api/v1/offices/:id/${verb}`,
      {
        config: { permission: 'office.write' },
        schema: { tags, params: idParams, response: one },
      },
      async (request) =>
        ok(request, await setOfficeActive(app, request, request.params.id, active), 'SAVED'),
    );
  }
};
