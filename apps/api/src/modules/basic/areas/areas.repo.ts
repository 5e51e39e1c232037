import type { SQL } from 'drizzle-orm';
import type { Area, areaSortFields } from '@prapa/contracts';
import { areas } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { referenceCount } from '../references.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

export type AreaFields = Pick<
  typeof areas.$inferInsert,
  'code' | 'name' | 'villageNo' | 'note' | 'active'
>;

// Routes still in service: the count the list shows and the one that holds the area.
const routeCount = referenceCount('area', 'routes', { id: areas.id, orgId: areas.orgId });

const columns = {
  id: areas.id,
  code: areas.code,
  name: areas.name,
  villageNo: areas.villageNo,
  note: areas.note,
  active: areas.active,
  routeCount,
  createdAt: areas.createdAt,
  updatedAt: areas.updatedAt,
};

const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(areas)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return found.map((r): Area => ({ ...r, ...stamps(r) }));
};

export const areaTable: ResourceTable<Area, (typeof areaSortFields)[number]> = {
  table: areas,
  id: areas.id,
  orgId: areas.orgId,
  active: areas.active,
  code: areas.code,
  search: [areas.code, areas.name, areas.note],
  sortable: {
    code: { column: areas.code, text: true },
    name: { column: areas.name, text: true },
    villageNo: { column: areas.villageNo },
    routeCount: { column: routeCount },
    createdAt: { column: areas.createdAt },
  },
  defaultSort: 'code',
  rows,
};

export const areaWrites = tableWrites<typeof areas, AreaFields>(areas);
