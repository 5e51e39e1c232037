import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelWaterUserBody,
  entitlement,
  entitlementInput,
  entitlementParams,
  idParams,
  listOf,
  meterMap,
  nextCustomerNo,
  nextCustomerNoQuery,
  okEnvelope,
  revealedNationalId,
  waterUser,
  waterUserInput,
  waterUserListQuery,
  waterUserMapQuery,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { revealNationalId } from './water-user-reveal.ts';
import { waterUserColumns } from './water-users.export.ts';
import {
  createEntitlement,
  deleteEntitlementById,
  entitlementsOf,
  updateEntitlementById,
} from './entitlements.service.ts';
import {
  cancelWaterUser,
  createWaterUser,
  exportOfWaterUsers,
  getWaterUser,
  listOfWaterUsers,
  previewNextCustomerNo,
  updateWaterUserById,
  waterUserMap,
} from './water-users.service.ts';

const tags = ['water-users'];
const one = { 200: okEnvelope(waterUser) };
const read = { permission: 'waterUser.read' } as const;
const write = { permission: 'waterUser.write' } as const;
/** Money moves with these: finance decides (packages/contracts permissions.ts). */
const cancel = { permission: 'connection.cancel' } as const;
const entitle = { permission: 'entitlement.write' } as const;

/**
 * /user, /user/create, /user/edit/{userId} and /meter_location: the register of
 * connections. There is no DELETE: a connection is cancelled through its usage status.
 * Its audit trail is /api/v1/audit?entity=water_user&entityId=….
 */
export const waterUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-users',
    {
      config: read,
      schema: {
        tags,
        querystring: waterUserListQuery,
        response: { 200: okEnvelope(listOf(waterUser)) },
      },
    },
    async (request) => ok(request, await listOfWaterUsers(app, request, request.query)),
  );

  app.get(
    '/api/v1/water-users/export',
    { config: read, schema: { tags, querystring: waterUserListQuery } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.waterUsers',
        sheetName: 'server:file.waterUsers',
        columns: waterUserColumns(translator(request.lang)),
        rows: await exportOfWaterUsers(app, request, request.query),
      }),
  );

  app.get(
    '/api/v1/water-users/map',
    {
      config: read,
      schema: {
        tags,
        querystring: waterUserMapQuery,
        // For the OpenAPI document: the answer is JSON text the database built, sent as
        // it is (Fastify sends a string with a JSON content type unserialised), so the
        // zod serializer never walks its 100,000 points.
        response: { 200: okEnvelope(meterMap) },
      },
    },
    async (request, reply) => {
      const data = await waterUserMap(app, request, request.query);
      const { success, message } = ok(request, null);
      // Untyped: the typed reply takes only the parsed object, which is never built here.
      const plain: FastifyReply = reply;
      return plain
        .type('application/json; charset=utf-8')
        .send(`{"success":${success},"message":${JSON.stringify(message)},"data":${data}}`);
    },
  );

  app.get(
    '/api/v1/water-users/next-customer-no',
    {
      config: read,
      schema: {
        tags,
        querystring: nextCustomerNoQuery,
        response: { 200: okEnvelope(nextCustomerNo) },
      },
    },
    async (request) => ok(request, await previewNextCustomerNo(app, request, request.query.areaId)),
  );

  app.get(
    '/api/v1/water-users/:id',
    { config: read, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await getWaterUser(app, request, request.params.id)),
  );

  // POST, not GET: a reveal is an act the audit trail records, never cached or prefetched.
  app.post(
    '/api/v1/water-users/:id/national-id',
    {
      config: write,
      schema: { tags, params: idParams, response: { 200: okEnvelope(revealedNationalId) } },
    },
    async (request) => ok(request, await revealNationalId(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/water-users',
    { config: write, schema: { tags, body: waterUserInput, response: one } },
    async (request) => ok(request, await createWaterUser(app, request, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/water-users/:id',
    { config: write, schema: { tags, params: idParams, body: waterUserInput, response: one } },
    async (request) =>
      ok(
        request,
        await updateWaterUserById(app, request, request.params.id, request.body),
        'SAVED',
      ),
  );

  app.post(
    '/api/v1/water-users/:id/cancel',
    {
      config: cancel,
      schema: { tags, params: idParams, body: cancelWaterUserBody, response: one },
    },
    async (request) =>
      ok(
        request,
        await cancelWaterUser(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );

  app.get(
    '/api/v1/water-users/:id/entitlements',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(z.array(entitlement)) } },
    },
    async (request) => ok(request, await entitlementsOf(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/water-users/:id/entitlements',
    {
      config: entitle,
      schema: {
        tags,
        params: idParams,
        body: entitlementInput,
        response: { 200: okEnvelope(entitlement) },
      },
    },
    async (request) =>
      ok(request, await createEntitlement(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.put(
    '/api/v1/water-users/:id/entitlements/:entitlementId',
    {
      config: entitle,
      schema: {
        tags,
        params: entitlementParams,
        body: entitlementInput,
        response: { 200: okEnvelope(entitlement) },
      },
    },
    async (request) =>
      ok(
        request,
        await updateEntitlementById(
          app,
          request,
          request.params.id,
          request.params.entitlementId,
          request.body,
        ),
        'SAVED',
      ),
  );

  app.delete(
    '/api/v1/water-users/:id/entitlements/:entitlementId',
    {
      config: entitle,
      schema: { tags, params: entitlementParams, response: { 200: okEnvelope(entitlement) } },
    },
    async (request) =>
      ok(
        request,
        await deleteEntitlementById(app, request, request.params.id, request.params.entitlementId),
        'SAVED',
      ),
  );
};
