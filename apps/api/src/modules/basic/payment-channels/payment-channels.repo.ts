import type { SQL } from 'drizzle-orm';
import type { PaymentChannel, paymentChannelSortFields } from '@prapa/contracts';
import { paymentChannels } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

const t = paymentChannels;

export type PaymentChannelFields = Pick<
  typeof t.$inferInsert,
  'code' | 'name' | 'kind' | 'bankAccount' | 'referenceRequired' | 'sortOrder' | 'active'
>;

const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  kind: t.kind,
  bankAccount: t.bankAccount,
  referenceRequired: t.referenceRequired,
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
  return found.map((r): PaymentChannel => ({
    ...r,
    bankAccount: r.bankAccount ?? null,
    ...stamps(r),
  }));
};

export const paymentChannelTable: ResourceTable<
  PaymentChannel,
  (typeof paymentChannelSortFields)[number]
> = {
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
    kind: { column: t.kind },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'sortOrder',
  rows,
};

export const paymentChannelWrites = tableWrites<typeof t, PaymentChannelFields>(t);
