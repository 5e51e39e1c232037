import type { z } from 'zod';
import type { Area, areaInput, ListQuery } from '@prapa/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { blockingReference, referencesOf } from '../references.ts';
import { resourceService } from '../shared/resource-service.ts';
import { areaTable, areaWrites } from './areas.repo.ts';

type AreaBody = z.output<typeof areaInput>;

/** Areas (หมู่บ้าน/เขต): an area with routes in service stays active until they move. */
export const areaService = resourceService<Area, AreaBody, ListQuery, string>({
  entity: 'area',
  table: areaTable,
  ...areaWrites,
  codeConstraint: 'areas_org_code',
  onDeactivate: async (tx, orgId, before) => {
    const blocker = blockingReference('area', await referencesOf(tx, 'area', before.id, orgId));
    if (blocker) {
      throw new AppError('IN_USE', { vars: { context: 'areaRoutes', count: blocker.count } });
    }
  },
});
