import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moveToRouteBody,
  moveToRouteResult,
  okEnvelope,
  routeOrderBody,
  routeOrderParams,
  routeStop,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { getRouteOrder, moveToRoute, saveRouteOrder } from './route-order.service.ts';

const tags = ['route-order'];
const stops = { 200: okEnvelope(z.array(routeStop)) };

/** /route_arrangement: the walk order of each route, and moving connections between routes. */
export const routeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/route-order/move',
    {
      config: { permission: 'waterUser.write' },
      schema: { tags, body: moveToRouteBody, response: { 200: okEnvelope(moveToRouteResult) } },
    },
    async (request) =>
      ok(
        request,
        await moveToRoute(app, request, request.body.routeId, request.body.waterUserIds),
        'SAVED',
      ),
  );

  app.get(
    '/api/v1/route-order/:routeId',
    {
      config: { permission: 'waterUser.read' },
      schema: { tags, params: routeOrderParams, response: stops },
    },
    async (request) => ok(request, await getRouteOrder(app, request, request.params.routeId)),
  );

  app.put(
    '/api/v1/route-order/:routeId',
    {
      config: { permission: 'waterUser.write' },
      schema: { tags, params: routeOrderParams, body: routeOrderBody, response: stops },
    },
    async (request) =>
      ok(
        request,
        await saveRouteOrder(app, request, request.params.routeId, request.body.waterUserIds),
        'SAVED',
      ),
  );
};
