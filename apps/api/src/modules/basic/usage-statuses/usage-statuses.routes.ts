import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageStatus, usageStatusInput, usageStatusListQuery } from '@prapa/contracts';
import { registerResource } from '../shared/resource-routes.ts';
import { usageStatusColumns } from './usage-statuses.export.ts';
import { usageStatusService } from './usage-statuses.service.ts';

/** /basic/usage_status: the statuses a connection can be in. */
export const usageStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/basic/usage-statuses',
    tag: 'basic: usage statuses',
    read: 'basic.read',
    write: 'basic.write',
    item: usageStatus,
    input: usageStatusInput,
    query: usageStatusListQuery,
    service: usageStatusService,
    sheet: { fileName: 'server:file.usageStatuses', columns: usageStatusColumns },
  });
};
