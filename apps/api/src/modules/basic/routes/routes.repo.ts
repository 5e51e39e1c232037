import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollectionRoute, routeSortFields } from '@prapa/contracts';
import { areas, collectionRoutes, officers } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { referenceCount } from '../references.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

export type RouteFields = Pick<
  typeof collectionRoutes.$inferInsert,
  'areaId' | 'code' | 'name' | 'readerId' | 'collectorId' | 'note' | 'active'
>;

const reader = alias(officers, 'reader');
const collector = alias(officers, 'collector');
const t = collectionRoutes;

// Water users (issue 4) register as the route's 'connections'; until then 0.
const connectionCount = referenceCount('route', 'connections', { id: t.id, orgId: t.orgId });

const columns = {
  id: t.id,
  areaId: t.areaId,
  areaName: areas.name,
  code: t.code,
  name: t.name,
  readerId: t.readerId,
  readerName: reader.fullName,
  collectorId: t.collectorId,
  collectorName: collector.fullName,
  note: t.note,
  active: t.active,
  connectionCount,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(t)
    .innerJoin(areas, and(eq(areas.orgId, t.orgId), eq(areas.id, t.areaId)))
    .leftJoin(reader, and(eq(reader.orgId, t.orgId), eq(reader.id, t.readerId)))
    .leftJoin(collector, and(eq(collector.orgId, t.orgId), eq(collector.id, t.collectorId)))
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return found.map((r): CollectionRoute => ({ ...r, ...stamps(r) }));
};

export const routeTable: ResourceTable<CollectionRoute, (typeof routeSortFields)[number]> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  code: t.code,
  search: [t.code, t.name, t.note],
  sortable: {
    code: { column: t.code, text: true },
    name: { column: t.name, text: true },
    areaName: { column: areas.name, text: true },
    connectionCount: { column: connectionCount },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'code',
  rows,
};

export const routeWrites = tableWrites<typeof collectionRoutes, RouteFields>(t);

/** Officers, as the rows a route's reader and collector point at. */
export const officerRows = {
  table: officers,
  id: officers.id,
  orgId: officers.orgId,
  active: officers.active,
};
