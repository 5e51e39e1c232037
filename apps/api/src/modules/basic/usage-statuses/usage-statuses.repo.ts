import type { SQL } from 'drizzle-orm';
import type { UsageStatus, usageStatusSortFields } from '@prapa/contracts';
import { usageStatuses } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

const t = usageStatuses;

export type UsageStatusFields = Pick<
  typeof t.$inferInsert,
  | 'code'
  | 'name'
  | 'billMode'
  | 'readingRequired'
  | 'countsAsCutOff'
  | 'billAtAverage'
  | 'colour'
  | 'sortOrder'
  | 'active'
>;

const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  billMode: t.billMode,
  readingRequired: t.readingRequired,
  countsAsCutOff: t.countsAsCutOff,
  billAtAverage: t.billAtAverage,
  colour: t.colour,
  sortOrder: t.sortOrder,
  active: t.active,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return found.map((r): UsageStatus => ({ ...r, ...stamps(r) }));
};

export const usageStatusTable: ResourceTable<UsageStatus, (typeof usageStatusSortFields)[number]> =
  {
    table: t,
    id: t.id,
    orgId: t.orgId,
    active: t.active,
    code: t.code,
    search: [t.code, t.name],
    sortable: {
      sortOrder: { column: t.sortOrder },
      code: { column: t.code, text: true },
      name: { column: t.name, text: true },
      billMode: { column: t.billMode },
      createdAt: { column: t.createdAt },
    },
    defaultSort: 'sortOrder',
    rows,
  };

export const usageStatusWrites = tableWrites<typeof t, UsageStatusFields>(t);
