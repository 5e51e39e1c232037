import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { collectionRoutes, discountEntitlements, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { entitlementValidOn } from '../water-users/water-user-rows.ts';

/** Basic data that other rows point at. */
export type ReferenceKind =
  | 'area'
  | 'route'
  | 'paymentChannel'
  | 'meterSize'
  | 'usageStatus'
  | 'userType'
  | 'discountScheme'
  | 'printer'
  | 'requestPriceItem';

/** One table that points at a kind of basic data. */
type Referrer = {
  /** The key of the count in `referencesOf` (and of the message that names it). */
  name: string;
  table: PgTable;
  orgId: AnyColumn;
  /** The column holding the referenced id. */
  column: AnyColumn;
  /** When set, only rows still active count: a retired route no longer holds its area. */
  active?: AnyColumn;
  /** When set, only rows meeting it count (an entitlement valid today). */
  live?: SQL;
  /** Whether a live reference refuses deactivating the referenced row (409 IN_USE). */
  blocksDeactivation: boolean;
};

const connections = (column: AnyColumn, blocksDeactivation: boolean): Referrer => ({
  name: 'connections',
  table: waterUsers,
  orgId: waterUsers.orgId,
  column,
  blocksDeactivation,
});

// Today in Bangkok by the database's clock: this fragment is built once, not per query.
const validToday = entitlementValidOn(sql`(now() at time zone 'Asia/Bangkok')::date`);

/**
 * THE HOOK for later issues: every table that references basic data registers here,
 * and deactivation rules, list counts (route.connectionCount, discount.entitledCount)
 * and `referencesOf` follow. Issue 4 adds water users (route, meter size, usage status,
 * user type) and discount entitlements valid today (discount scheme); payments add the
 * channel and the printer of a receipt.
 */
const referrers: Record<ReferenceKind, Referrer[]> = {
  area: [
    {
      name: 'routes',
      table: collectionRoutes,
      orgId: collectionRoutes.orgId,
      column: collectionRoutes.areaId,
      active: collectionRoutes.active,
      blocksDeactivation: true,
    },
    // Connections stay in their village: move them (and their routes) first.
    connections(waterUsers.areaId, true),
  ],
  // A retired route would leave its connections out of every walk and reading book.
  route: [connections(waterUsers.routeId, true)],
  paymentChannel: [],
  // Retiring a size, type or status only stops new connections from choosing it.
  meterSize: [connections(waterUsers.meterSizeId, false)],
  usageStatus: [connections(waterUsers.usageStatusId, false)],
  userType: [connections(waterUsers.userTypeId, false)],
  discountScheme: [
    {
      name: 'entitlements',
      table: discountEntitlements,
      orgId: discountEntitlements.orgId,
      column: discountEntitlements.schemeId,
      live: validToday,
      blocksDeactivation: false,
    },
  ],
  printer: [],
  // An estimate copies its line (name, unit, price): a retired item leaves it as it was.
  requestPriceItem: [],
};

const liveRows = (r: Referrer, id: SQL | string, orgId?: SQL): SQL | undefined =>
  and(
    orgId ? sql`${r.orgId} = ${orgId}` : undefined,
    sql`${r.column} = ${id}`,
    r.active ? eq(r.active, true) : undefined,
    r.live,
  );

/**
 * How many live rows of each registered table point at a row: `{ routes: 2 }`. Ids are
 * UUIDs and every reference is an (org_id, id) foreign key, so whatever points at the
 * id is of the same organisation.
 */
export const referencesOf = async (
  tx: Tx,
  kind: ReferenceKind,
  id: string,
): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const r of referrers[kind]) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(r.table)
      .where(liveRows(r, id));
    counts[r.name] = row?.n ?? 0;
  }
  return counts;
};

/** The first live reference that forbids deactivating, with its count, if any. */
export const blockingReference = (kind: ReferenceKind, counts: Record<string, number>) => {
  const blocker = referrers[kind].find((r) => r.blocksDeactivation && (counts[r.name] ?? 0) > 0);
  return blocker ? { name: blocker.name, count: counts[blocker.name] ?? 0 } : null;
};

/**
 * A list column counting the live rows that point at each listed row (correlated on
 * the organisation too). `0::int` while no table is registered: a bare `0` in ORDER BY
 * would name the first output column.
 */
export const referenceCount = (
  kind: ReferenceKind,
  name: string,
  outer: { id: AnyColumn; orgId: AnyColumn },
): SQL<number> => {
  const r = referrers[kind].find((x) => x.name === name);
  if (!r) return sql<number>`0::int`;
  return sql<number>`(select count(*)::int from ${r.table} where ${liveRows(r, sql`${outer.id}`, sql`${outer.orgId}`)})`;
};
