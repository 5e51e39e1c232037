import type { z } from 'zod';
import type { MeterRegisterItem, meterStockBody } from '@prapa/contracts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';

export type { MeterRegisterItem };

/**
 * The register of every meter (GET /api/v1/meters, /export) and a meter into stock
 * (POST /api/v1/meters). Installing, replacing and removing are on the water user's page.
 */
export const metersApi = resourceHooks<MeterRegisterItem, z.output<typeof meterStockBody>>(
  'meters',
  '/api/v1/meters',
);
