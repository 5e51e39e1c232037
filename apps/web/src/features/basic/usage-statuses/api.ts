import type { z } from 'zod';
import type { UsageStatus, usageStatusInput } from '@prapa/contracts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type UsageStatusBody = z.output<typeof usageStatusInput>;

export const usageStatusesApi = resourceHooks<UsageStatus, UsageStatusBody>(
  'basic.usageStatuses',
  '/api/v1/basic/usage-statuses',
);
