import type { z } from 'zod';
import type { ListQuery, MeterSize, meterSizeInput } from '@prapa/contracts';
import { resourceService } from '../shared/resource-service.ts';
import { meterSizeTable, meterSizeWrites } from './meter-sizes.repo.ts';

type MeterSizeBody = z.output<typeof meterSizeInput>;

/**
 * Meter sizes with their monthly meter fee (ค่ารักษามาตร), deposit and installation
 * fee, in satang. Connections of issue 4 point at them: retire a size, never delete it.
 */
export const meterSizeService = resourceService<MeterSize, MeterSizeBody, ListQuery, string>({
  kind: 'meterSize',
  table: meterSizeTable,
  ...meterSizeWrites,
  codeConstraint: 'meter_sizes_org_code',
});
