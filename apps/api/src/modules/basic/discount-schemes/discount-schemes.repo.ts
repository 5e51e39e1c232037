import type { SQL } from 'drizzle-orm';
import type { DiscountScheme, discountSchemeSortFields } from '@prapa/contracts';
import { discountSchemes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { referenceCount } from '../references.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

const t = discountSchemes;

export type DiscountSchemeFields = Pick<
  typeof t.$inferInsert,
  | 'code'
  | 'name'
  | 'kind'
  | 'value'
  | 'monthlyCap'
  | 'billCeiling'
  | 'appliesTo'
  | 'note'
  | 'active'
>;

// Entitlements of water users (issue 4) register as 'entitlements'; until then 0.
const entitledCount = referenceCount('discountScheme', 'entitlements', {
  id: t.id,
  orgId: t.orgId,
});

const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  kind: t.kind,
  value: t.value,
  monthlyCap: t.monthlyCap,
  billCeiling: t.billCeiling,
  appliesTo: t.appliesTo,
  note: t.note,
  active: t.active,
  entitledCount,
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
  return found.map((r): DiscountScheme => ({ ...r, ...stamps(r) }));
};

export const discountSchemeTable: ResourceTable<
  DiscountScheme,
  (typeof discountSchemeSortFields)[number]
> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  code: t.code,
  search: [t.code, t.name, t.note],
  sortable: {
    code: { column: t.code, text: true },
    name: { column: t.name, text: true },
    kind: { column: t.kind },
    value: { column: t.value },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'code',
  rows,
};

export const discountSchemeWrites = tableWrites<typeof t, DiscountSchemeFields>(t);
