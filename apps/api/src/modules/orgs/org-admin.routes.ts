import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrgBody,
  idParams,
  listOf,
  okEnvelope,
  orgAdminListItem,
  orgAdminListQuery,
  organisation,
  orgSettingsFields,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { orgAdminColumns } from './org-admin.export.ts';
import {
  createOrg,
  exportAllOrgs,
  getOrg,
  listAllOrgs,
  setOrgActivity,
  updateOrg,
} from './org-admin.service.ts';

const tags = ['org-admin'];
const one = { 200: okEnvelope(organisation) };

/** /org_admin: the IT department administers every organisation of the deployment. */
export const orgAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/org-admin/orgs',
    {
      config: { permission: 'orgAdmin.read' },
      schema: {
        tags,
        querystring: orgAdminListQuery,
        response: { 200: okEnvelope(listOf(orgAdminListItem)) },
      },
    },
    async (request) => ok(request, await listAllOrgs(app, request.query)),
  );

  app.get(
    '/api/v1/org-admin/orgs/export',
    {
      config: { permission: 'orgAdmin.read' },
      schema: { tags, querystring: orgAdminListQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.organisations',
        sheetName: 'server:file.organisations',
        columns: orgAdminColumns(translator(request.lang)),
        rows: await exportAllOrgs(app, request.query),
      }),
  );

  app.post(
    '/api/v1/org-admin/orgs',
    {
      config: { permission: 'orgAdmin.manage' },
      schema: { tags, body: createOrgBody, response: one },
    },
    async (request) => ok(request, await createOrg(app, request, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/org-admin/orgs/:id',
    {
      config: { permission: 'orgAdmin.read' },
      schema: { tags, params: idParams, response: one },
    },
    async (request) => ok(request, await getOrg(app, request.params.id)),
  );

  app.put(
    '/api/v1/org-admin/orgs/:id',
    {
      config: { permission: 'orgAdmin.manage' },
      schema: { tags, params: idParams, body: orgSettingsFields, response: one },
    },
    async (request) =>
      ok(request, await updateOrg(app, request, request.params.id, request.body), 'SAVED'),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/api/v1/org-admin/orgs/:id/${verb}`,
      {
        config: { permission: 'orgAdmin.manage' },
        schema: { tags, params: idParams, response: one },
      },
      async (request) =>
        ok(request, await setOrgActivity(app, request, request.params.id, active), 'SAVED'),
    );
  }
};
