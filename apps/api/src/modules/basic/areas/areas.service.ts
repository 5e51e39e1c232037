import type { z } from 'zod';
import type { Area, areaInput, ListQuery } from '@prapa/contracts';
import { resourceService } from '../shared/resource-service.ts';
import { areaTable, areaWrites } from './areas.repo.ts';

type AreaBody = z.output<typeof areaInput>;

/**
 * Areas (หมู่บ้าน/เขต). An area with routes in service stays active until they move
 * (references.ts registers routes as blocking its deactivation).
 */
export const areaService = resourceService<Area, AreaBody, ListQuery, string>({
  kind: 'area',
  table: areaTable,
  ...areaWrites,
  codeConstraint: 'areas_org_code',
});
