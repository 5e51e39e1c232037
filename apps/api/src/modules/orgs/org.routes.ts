import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, organisation, orgSettingsFields } from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { getOwnOrg, updateOwnOrg } from './org.service.ts';

/** /org: the organisation's own data and settings; admins edit, others read. */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/org',
    {
      config: { permission: 'org.read' },
      schema: { tags: ['org'], response: { 200: okEnvelope(organisation) } },
    },
    async (request) => ok(request, await getOwnOrg(app, request)),
  );

  app.put(
    '/api/v1/org',
    {
      config: { permission: 'org.write' },
      schema: {
        tags: ['org'],
        body: orgSettingsFields,
        response: { 200: okEnvelope(organisation) },
      },
    },
    async (request) => ok(request, await updateOwnOrg(app, request, request.body), 'SAVED'),
  );
};
