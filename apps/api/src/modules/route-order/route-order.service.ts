import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import {
  appendToRoute,
  findRoute,
  idsOnRoute,
  lockRoute,
  placesOf,
  setWalkOrder,
  stopsOf,
} from './route-order.repo.ts';

const routeChanged = () => new AppError('CONFLICT', { vars: { context: 'routeChanged' } });

/** /route_arrangement: a route's connections in the order its reader walks them. */
export const getRouteOrder = (app: FastifyInstance, request: FastifyRequest, routeId: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRoute(tx, orgId, routeId))) throw notFound();
    return stopsOf(tx, orgId, routeId);
  });

/**
 * A new walk order: exactly the route's connections (else someone changed the route
 * since the screen loaded: 409, reload), numbered 1…n in one statement, audited once
 * with the order before and after.
 */
export const saveRouteOrder = (
  app: FastifyInstance,
  request: FastifyRequest,
  routeId: string,
  waterUserIds: string[],
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await lockRoute(tx, orgId, routeId))) throw notFound();
    const before = await idsOnRoute(tx, orgId, routeId);
    const wanted = new Set(waterUserIds);
    const current = new Set(before);
    if (
      wanted.size !== waterUserIds.length ||
      wanted.size !== current.size ||
      waterUserIds.some((id) => !current.has(id))
    ) {
      throw routeChanged();
    }
    await setWalkOrder(tx, orgId, routeId, waterUserIds);
    await audit(tx, request, orgId, {
      action: 'route.reorder',
      entity: 'route',
      entityId: routeId,
      before: { waterUserIds: before },
      after: { waterUserIds },
    });
    return stopsOf(tx, orgId, routeId);
  });

/**
 * Connections onto another route (of their area, in service), after its last place in
 * the order given. Audited once on the route they join, with where each came from.
 */
export const moveToRoute = (
  app: FastifyInstance,
  request: FastifyRequest,
  routeId: string,
  waterUserIds: string[],
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const ids = [...new Set(waterUserIds)];
    const route = await lockRoute(tx, orgId, routeId);
    if (!route?.active) throw fieldError('VALIDATION', 'routeId', 'validation:route');
    const places = await placesOf(tx, orgId, ids);
    if (places.length !== ids.length) throw notFound();
    if (places.some((p) => p.areaId !== route.areaId)) {
      throw fieldError('VALIDATION', 'routeId', 'validation:routeArea');
    }
    await appendToRoute(tx, orgId, routeId, ids);
    await audit(tx, request, orgId, {
      action: 'route.move_in',
      entity: 'route',
      entityId: routeId,
      before: { places },
      after: { waterUserIds: ids },
    });
    return { routeId, moved: ids.length };
  });
