import type { SQL } from 'drizzle-orm';
import type { MeterSize, meterSizeSortFields } from '@prapa/contracts';
import { meterSizes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

const t = meterSizes;

export type MeterSizeFields = Pick<
  typeof t.$inferInsert,
  'code' | 'label' | 'monthlyFee' | 'deposit' | 'installationFee' | 'sortOrder' | 'active'
>;

const columns = {
  id: t.id,
  code: t.code,
  label: t.label,
  monthlyFee: t.monthlyFee,
  deposit: t.deposit,
  installationFee: t.installationFee,
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
  return found.map((r): MeterSize => ({ ...r, ...stamps(r) }));
};

export const meterSizeTable: ResourceTable<MeterSize, (typeof meterSizeSortFields)[number]> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  code: t.code,
  search: [t.code, t.label],
  sortable: {
    sortOrder: { column: t.sortOrder },
    code: { column: t.code, text: true },
    label: { column: t.label, text: true },
    monthlyFee: { column: t.monthlyFee },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'sortOrder',
  rows,
};

export const meterSizeWrites = tableWrites<typeof t, MeterSizeFields>(t);
