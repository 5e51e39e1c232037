import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { area, areaInput, areaListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { areaColumns } from './areas.export.ts';
import { areaService } from './areas.service.ts';

/** /basic/area: areas (หมู่บ้าน/เขต) of the organisation. */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/areas',
    tag: 'basic: areas',
    read: 'basic.read',
    write: 'basic.write',
    item: area,
    input: areaInput,
    query: areaListQuery,
    service: areaService,
    sheet: { fileName: 'server:file.areas', columns: areaColumns },
  });
};
