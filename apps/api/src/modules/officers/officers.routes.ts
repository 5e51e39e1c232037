import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listOf,
  officer,
  officerCreate,
  officerListQuery,
  officerResetPassword,
  officerUpdate,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { officerColumns } from './officers.export.ts';
import {
  createOfficer,
  exportOfficers,
  getOfficer,
  listOfOfficers,
  resetOfficerPassword,
  setOfficerActive,
  unlockOfficer,
  updateOfficerById,
} from './officers.service.ts';

const tags = ['officers'];
const one = { 200: okEnvelope(officer) };
const write = { permission: 'officer.write' } as const;

/** /basic/officer_information: staff logins, their position, role and office. */
export const officerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/officers',
    {
      config: { permission: 'officer.read' },
      schema: {
        tags,
        querystring: officerListQuery,
        response: { 200: okEnvelope(listOf(officer)) },
      },
    },
    async (request) => ok(request, await listOfOfficers(app, request, request.query)),
  );

  app.get(
    '/api/v1/officers/export',
    { config: { permission: 'officer.read' }, schema: { tags, querystring: officerListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.officers',
        sheetName: 'server:file.officers',
        columns: officerColumns(translator(request.lang)),
        rows: await exportOfficers(app, request, request.query),
      }),
  );

  app.get(
    '/api/v1/officers/:id',
    { config: { permission: 'officer.read' }, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await getOfficer(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/officers',
    { config: write, schema: { tags, body: officerCreate, response: one } },
    async (request) => ok(request, await createOfficer(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/officers/:id',
    { config: write, schema: { tags, params: idParams, body: officerUpdate, response: one } },
    async (request) =>
      ok(request, await updateOfficerById(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/officers/:id/reset-password',
    {
      config: write,
      schema: { tags, params: idParams, body: officerResetPassword, response: one },
    },
    async (request) =>
      ok(
        request,
        await resetOfficerPassword(app, request, request.params.id, request.body.password),
        'SAVED',
      ),
  );

  app.post(
    '/api/v1/officers/:id/unlock',
    { config: write, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await unlockOfficer(app, request, request.params.id), 'SAVED'),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/api/v1/officers/:id/${verb}`,
      { config: write, schema: { tags, params: idParams, response: one } },
      async (request) =>
        ok(request, await setOfficerActive(app, request, request.params.id, active), 'SAVED'),
    );
  }
};
