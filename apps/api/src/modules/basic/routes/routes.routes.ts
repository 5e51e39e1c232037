import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionRoute, routeInput, routeListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { routeColumns } from './routes.export.ts';
import { routeService } from './routes.service.ts';

/** /basic/route: collection routes (สายเก็บเงิน), filtered by area. */
export const routeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/routes',
    tag: 'basic: routes',
    read: 'basic.read',
    write: 'basic.write',
    item: collectionRoute,
    input: routeInput,
    query: routeListQuery,
    service: routeService,
    sheet: { fileName: 'server:file.routes', columns: routeColumns },
  });
};
