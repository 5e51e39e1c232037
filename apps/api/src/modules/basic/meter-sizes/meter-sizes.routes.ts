import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meterSize, meterSizeInput, meterSizeListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { meterSizeColumns } from './meter-sizes.export.ts';
import { meterSizeService } from './meter-sizes.service.ts';

/** /basic/meter: meter sizes and their fees. */
export const meterSizeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/meter-sizes',
    tag: 'basic: meter sizes',
    read: 'basic.read',
    write: 'basic.write',
    item: meterSize,
    input: meterSizeInput,
    query: meterSizeListQuery,
    service: meterSizeService,
    sheet: { fileName: 'server:file.meterSizes', columns: meterSizeColumns },
  });
};
