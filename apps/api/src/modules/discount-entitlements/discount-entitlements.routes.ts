import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entitlementRegisterItem,
  entitlementRegisterQuery,
  entitlementSummary,
  listOf,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { entitlementColumns } from './discount-entitlements.export.ts';
import {
  exportOfEntitlements,
  listOfEntitlements,
  summaryOfEntitlements,
} from './discount-entitlements.service.ts';

const tags = ['discount-entitlements'];
// Whoever may read the water users may read who among them is entitled (auditors too).
const read = { permission: 'waterUser.read' } as const;

/**
 * /basic/discount, tab "people entitled": every discount entitlement recorded on the
 * organisation's water users, and how many people each scheme covers today.
 */
export const discountEntitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/discount-entitlements',
    {
      config: read,
      schema: {
        tags,
        querystring: entitlementRegisterQuery,
        response: { 200: okEnvelope(listOf(entitlementRegisterItem)) },
      },
    },
    async (request) => ok(request, await listOfEntitlements(app, request, request.query)),
  );

  app.get(
    '/api/v1/discount-entitlements/summary',
    { config: read, schema: { tags, response: { 200: okEnvelope(entitlementSummary) } } },
    async (request) => ok(request, await summaryOfEntitlements(app, request)),
  );

  app.get(
    '/api/v1/discount-entitlements/export',
    { config: read, schema: { tags, querystring: entitlementRegisterQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.entitlements',
        sheetName: 'server:file.entitlements',
        columns: entitlementColumns(translator(request.lang)),
        rows: await exportOfEntitlements(app, request, request.query),
      }),
  );
};
