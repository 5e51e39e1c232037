import { and, eq, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { waterUserListQuery, waterUserSortFields } from '@prapa/contracts';
import { areas, collectionRoutes, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, escapeLike, orderFor, type SortMap, type Window } from '../../lib/list-query.ts';
import {
  areaJoin,
  entitledOn,
  joinedRows,
  routeJoin,
  rowsByIds,
  todayInBangkok,
  toWaterUser,
  type DetailRow,
} from './water-user-rows.ts';

// The /user list: its search, filters and sorts, a page and the export.

const wu = waterUsers;

export type WaterUserFilters = z.output<typeof waterUserListQuery>;
type SortField = (typeof waterUserSortFields)[number];

/**
 * The stored search column (migration 0007) and its trigram index. Under row-level
 * security the index may not serve ILIKE at all: read it through `searchable`
 * (migration 0005).
 */
export const searchText = sql`${wu.searchText}`;

const searchPredicate = (q: string | undefined): SQL | undefined => {
  const term = q?.trim();
  return term ? sql`${searchText} ilike ${`%${escapeLike(term)}%`}` : undefined;
};

/**
 * The search on what the connection is (number, names, phone, id, address), not on the
 * meter on it now: the meter register matches serials itself, and a connection found by
 * its current meter would bring every meter it ever had. The index still finds the
 * candidates; the recheck drops those that matched only by the serial.
 */
export const customerPredicate = (q: string | undefined): SQL | undefined => {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return sql`(${searchText} ilike ${pattern} and replace(${searchText}, coalesce(${wu.meterSerial}, ''), '') ilike ${pattern})`;
};

const flag = (value: boolean | undefined, yes: SQL): SQL | undefined =>
  value === undefined ? undefined : value ? yes : not(yes);

/** The list's filters, on water_users alone (the count reads nothing else). */
export const waterUserWhere = (orgId: string, q: WaterUserFilters, today: string) =>
  and(
    eq(wu.orgId, orgId),
    searchPredicate(q.q),
    q.areaId ? eq(wu.areaId, q.areaId) : undefined,
    q.routeId ? eq(wu.routeId, q.routeId) : undefined,
    q.userTypeId ? eq(wu.userTypeId, q.userTypeId) : undefined,
    q.usageStatusId ? eq(wu.usageStatusId, q.usageStatusId) : undefined,
    q.meterSizeId ? eq(wu.meterSizeId, q.meterSizeId) : undefined,
    q.discountSchemeId ? entitledOn(today, q.discountSchemeId) : undefined,
    q.hasLocation === undefined
      ? undefined
      : q.hasLocation
        ? isNotNull(wu.latitude)
        : isNull(wu.latitude),
    flag(q.hasDiscount, entitledOn(today)),
  );

const sortable: SortMap<SortField> = {
  customerNo: { column: wu.customerNo },
  name: { column: wu.firstName, text: true },
  area: { column: areas.name, text: true },
  route: { column: collectionRoutes.code },
  createdAt: { column: wu.createdAt },
};

// The second key of a sort: a surname after a first name, the walk order in a route.
const thenBy: Partial<Record<SortField, SQL>> = {
  name: sql`${wu.lastName} collate th_icu`,
  area: sql`${wu.customerNo}`,
  route: sql`${wu.routeSeq}`,
};

/**
 * The ORDER BY of a sort. Within one area or one route (a filter), its name or code is
 * the same on every row: the second key alone orders them, with no join (the walk order
 * of a route then reads straight off its index).
 */
const orderOf = (
  sort: string | undefined,
  fixed: { areaId?: string; routeId?: string } = {},
): { field: SortField; order: SQL[] } => {
  const [primary, tiebreak] = orderFor(sort, sortable, 'customerNo', wu.id);
  const wanted = sort || 'customerNo';
  const descending = wanted.startsWith('-');
  const parsed = (descending ? wanted.slice(1) : wanted) as SortField;
  const second = thenBy[parsed];
  const redundant = (parsed === 'area' && fixed.areaId) || (parsed === 'route' && fixed.routeId);
  const field = redundant ? 'customerNo' : parsed;
  const order = [redundant ? undefined : primary, tiebreak].filter((o): o is SQL => Boolean(o));
  if (second)
    order.splice(
      order.length - 1,
      0,
      sql`${second} ${descending ? sql`desc` : sql`asc`} nulls last`,
    );
  return { field, order };
};

/**
 * The connections of the transaction's organisation, read through the view of migration
 * 0005 under the table's own name, so the filters above apply unchanged. Under RLS the
 * trigram index could never serve ILIKE (not leakproof); through the view it can.
 */
export const searchable = sql`${sql.identifier('water_user_search')} as ${sql.identifier('water_users')}`;
/** The id of a row of `searchable` (drizzle checks plain columns against the FROM). */
export const searchableId = sql<string>`${wu.id}`;

/** The matches of a search as a subquery the planner may not merge, under the same name. */
const fencedMatches = (tx: Tx, where: SQL | undefined) => {
  const inner = tx
    .select({
      id: sql`${wu.id}`,
      orgId: sql`${wu.orgId}`,
      customerNo: sql`${wu.customerNo}`,
      firstName: sql`${wu.firstName}`,
      lastName: sql`${wu.lastName}`,
      areaId: sql`${wu.areaId}`,
      routeId: sql`${wu.routeId}`,
      routeSeq: sql`${wu.routeSeq}`,
      createdAt: sql`${wu.createdAt}`,
    })
    .from(searchable)
    .where(where);
  // OFFSET 0 keeps the subquery from being merged into the outer query (drizzle leaves
  // out an offset of 0, so it is written here).
  return sql`(${inner} offset 0) as ${sql.identifier('water_users')}`;
};

/**
 * One page: the ids first, from water_users alone (joining areas or routes only to sort
 * by them), then the answer's columns for those ids only, and the count on the same
 * predicate. A search over 100,000 connections sorts narrow rows, never joined ones.
 */
export const listWaterUsers = async (
  tx: Tx,
  orgId: string,
  query: WaterUserFilters,
  window: Window,
) => {
  const where = waterUserWhere(orgId, query, todayInBangkok());
  const { field, order } = orderOf(query.sort, query);
  // A search reads every match anyway to sort them: count them in the same pass, and
  // find them apart from the order (a fence), else the planner may walk the whole
  // customer-number index filtering 100,000 rows rather than ask the trigram index.
  // Without a search the page walks an index and stops; the count is its own scan.
  const searching = Boolean(query.q?.trim());
  const base = tx
    .select({
      id: searchableId,
      total: searching ? sql<number | null>`(count(*) over ())::int` : sql<number | null>`null`,
    })
    .from(searching ? fencedMatches(tx, where) : searchable)
    .$dynamic();
  if (field === 'area') base.innerJoin(areas, areaJoin);
  if (field === 'route') base.leftJoin(collectionRoutes, routeJoin);
  const page = await base
    .where(searching ? undefined : where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const counted = page[0]?.total;
  const total =
    typeof counted === 'number'
      ? counted
      : searching && window.offset === 0
        ? 0
        : ((await tx.select({ n: countAll }).from(searchable).where(where))[0]?.n ?? 0);
  if (page.length === 0) return { items: [], total };
  const ids = page.map((r) => r.id);
  const rows = await rowsByIds(tx, orgId, ids);
  const byId = new Map(rows.map((r) => [r.id, toWaterUser(r)]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
};

/** Every matching connection, in the list's order (up to the export cap). */
export const exportWaterUsers = async (
  tx: Tx,
  orgId: string,
  query: WaterUserFilters,
  window: Window,
) => {
  const matching = tx
    .select({ id: searchableId })
    .from(searchable)
    .where(waterUserWhere(orgId, query, todayInBangkok()));
  const rows: DetailRow[] = await joinedRows(
    tx,
    and(eq(wu.orgId, orgId), inArray(wu.id, matching)),
    orderOf(query.sort).order,
    window,
  );
  return rows.map(toWaterUser);
};
