import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollectionRoute, RouteListQuery, routeInput } from '@prapa/contracts';
import { collectionRoutes } from '../../../db/schema/index.ts';
import { areaTable } from '../areas/areas.repo.ts';
import { activeState } from '../shared/resource-repo.ts';
import { mustReference, resourceService } from '../shared/resource-service.ts';
import { officerRows, routeTable, routeWrites } from './routes.repo.ts';

type RouteBody = z.output<typeof routeInput>;

/**
 * Routes (สายเก็บเงิน) of an area, walked by a meter reader and a collector: any
 * active officer of the organisation may be either.
 */
export const routeService = resourceService<CollectionRoute, RouteBody, RouteListQuery, string>({
  kind: 'route',
  table: routeTable,
  ...routeWrites,
  codeConstraint: 'routes_org_code',
  filter: (query) => (query.areaId ? eq(collectionRoutes.areaId, query.areaId) : undefined),
  check: async (tx, orgId, body, before) => {
    const area = await activeState(tx, areaTable, orgId, body.areaId);
    mustReference(area, body.areaId !== before?.areaId, 'areaId', 'validation:area');
    for (const field of ['readerId', 'collectorId'] as const) {
      const id = body[field];
      if (id === null) continue;
      const officer = await activeState(tx, officerRows, orgId, id);
      mustReference(officer, id !== before?.[field], field, 'validation:officer');
    }
  },
});
