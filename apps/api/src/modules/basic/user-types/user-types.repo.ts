import { sql, type SQL } from 'drizzle-orm';
import type { UserType, userTypeSortFields } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { tariffs, userTypes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';
import { currentOf } from './tariff-versions.ts';
import { tariffsOfTypes } from './tariffs.repo.ts';

const t = userTypes;

export type UserTypeFields = Pick<typeof t.$inferInsert, 'code' | 'name' | 'note' | 'active'>;

const versionCount = sql<number>`(select count(*)::int from ${tariffs} where ${tariffs.orgId} = ${t.orgId} and ${tariffs.userTypeId} = ${t.id})`;

const columns = {
  id: t.id,
  orgId: t.orgId,
  code: t.code,
  name: t.name,
  note: t.note,
  active: t.active,
  versionCount,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

/** The types, each with the tariff in force today (one query for all their versions). */
const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const orgId = found[0]?.orgId;
  const versions = orgId
    ? await tariffsOfTypes(
        tx,
        orgId,
        found.map((r) => r.id),
      )
    : [];
  const today = bangkokDate(new Date());
  return found.map(({ orgId: _org, ...r }): UserType => ({
    ...r,
    currentTariff: currentOf(
      versions.filter((v) => v.userTypeId === r.id),
      today,
    ),
    ...stamps(r),
  }));
};

export const userTypeTable: ResourceTable<UserType, (typeof userTypeSortFields)[number]> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  code: t.code,
  search: [t.code, t.name, t.note],
  sortable: {
    code: { column: t.code, text: true },
    name: { column: t.name, text: true },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'code',
  rows,
};

export const userTypeWrites = tableWrites<typeof t, UserTypeFields>(t);
