import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountScheme, discountSchemeInput, discountSchemeListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { discountSchemeColumns } from './discount-schemes.export.ts';
import { discountSchemeService } from './discount-schemes.service.ts';

/** /basic/discount: discount schemes (the entitled people arrive with water users). */
export const discountSchemeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/discount-schemes',
    tag: 'basic: discount schemes',
    read: 'basic.read',
    write: 'basic.write',
    item: discountScheme,
    input: discountSchemeInput,
    query: discountSchemeListQuery,
    service: discountSchemeService,
    sheet: { fileName: 'server:file.discountSchemes', columns: discountSchemeColumns },
  });
};
