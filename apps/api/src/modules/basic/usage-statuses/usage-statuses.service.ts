import type { z } from 'zod';
import type { ListQuery, UsageStatus, usageStatusInput } from '@prapa/contracts';
import { resourceService } from '../shared/resource-service.ts';
import { usageStatusTable, usageStatusWrites } from './usage-statuses.repo.ts';

type UsageStatusBody = z.output<typeof usageStatusInput>;

/** Usage statuses: how a connection in each is billed and whether it is read. */
export const usageStatusService = resourceService<UsageStatus, UsageStatusBody, ListQuery, string>({
  kind: 'usageStatus',
  table: usageStatusTable,
  ...usageStatusWrites,
  codeConstraint: 'usage_statuses_org_code',
});
