import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  userType,
  userTypeCreate,
  userTypeInput,
  userTypeListQuery,
} from '@prapa/contracts';
import { ok } from '../../../lib/reply.ts';
import { registerResource } from '../shared/resource-routes.ts';
import { tariffRoutes } from './tariffs.routes.ts';
import { userTypeColumns } from './user-types.export.ts';
import { createUserType, userTypeService } from './user-types.service.ts';

const path = '/api/v1/basic/user-types';

/** /basic/type_of_user: user types and their versioned tariffs. */
export const userTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path,
    tag: 'basic: user types',
    read: 'basic.read',
    write: 'basic.write',
    item: userType,
    input: userTypeInput,
    query: userTypeListQuery,
    service: userTypeService,
    sheet: { fileName: 'server:file.userTypes', columns: userTypeColumns },
    create: false,
  });

  app.post(
    path,
    {
      config: { permission: 'basic.write' },
      schema: {
        tags: ['basic: user types'],
        body: userTypeCreate,
        response: { 200: okEnvelope(userType) },
      },
    },
    async (request) => ok(request, await createUserType(app, request, request.body), 'SAVED'),
  );

  await app.register(tariffRoutes);
};
