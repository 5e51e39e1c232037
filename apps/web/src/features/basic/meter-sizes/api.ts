import type { z } from 'zod';
import type { MeterSize, meterSizeInput } from '@prapa/contracts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type MeterSizeBody = z.output<typeof meterSizeInput>;

export const meterSizesApi = resourceHooks<MeterSize, MeterSizeBody>(
  'basic.meterSizes',
  '/api/v1/basic/meter-sizes',
);
