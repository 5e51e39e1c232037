import { and, eq, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addressTextOf, bangkokDate, formatCustomerNumber, fullNameOf } from '@prapa/domain';
import type { WaterUser, waterUserListQuery, waterUserSortFields } from '@prapa/contracts';
import {
  areas,
  collectionRoutes,
  meterInstallations,
  meterSizes,
  meters,
  organisations,
  usageStatuses,
  userTypes,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, escapeLike, orderFor, type SortMap, type Window } from '../../lib/list-query.ts';

const wu = waterUsers;

export type WaterUserFilters = z.output<typeof waterUserListQuery>;
type SortField = (typeof waterUserSortFields)[number];

/** What a new connection row holds; `routeSeq` left out means "the end of its route". */
export type NewWaterUserRow = Omit<
  typeof waterUsers.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'updatedAt'
>;
export type WaterUserPatch = Partial<NewWaterUserRow>;

/** Today in Bangkok, the date entitlements are valid on. */
export const todayInBangkok = () => bangkokDate(new Date());

/**
 * The stored search column (migration 0007) and its trigram index. Under row-level
 * security the index may not serve ILIKE at all: read it through `searchable`
 * (migration 0005).
 */
export const searchText = sql`${wu.searchText}`;

export const searchPredicate = (q: string | undefined): SQL | undefined => {
  const term = q?.trim();
  return term ? sql`${searchText} ilike ${`%${escapeLike(term)}%`}` : undefined;
};

/**
 * A discount entitlement of the connection valid on `today` (of one scheme, if given).
 * Correlated by the name "water_users", which the table, the view of migration 0005 and
 * the fenced search all answer to.
 */
export const entitledOn = (today: string, schemeId?: string): SQL =>
  sql`exists (select 1 from discount_entitlements de where de.org_id = "water_users"."org_id" and de.water_user_id = "water_users"."id" and de.valid_from <= ${today} and (de.valid_to is null or de.valid_to >= ${today})${schemeId ? sql` and de.scheme_id = ${schemeId}` : sql``})`;

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

const areaJoin = and(eq(areas.orgId, wu.orgId), eq(areas.id, wu.areaId));
const routeJoin = and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId));

// The names of what a connection points at. Joined (export: one plan for every row), or
// as scalar subqueries (a page, one row): eight joined tables cost PGlite more to plan
// (~25 ms) than a page costs to read.
const joinedNames = {
  areaName: areas.name,
  routeName: collectionRoutes.name,
  userTypeName: userTypes.name,
  meterSizeLabel: meterSizes.label,
  usageStatusName: usageStatuses.name,
  usageStatusColour: usageStatuses.colour,
};
const nameOf = <T extends string | null = string>(table: string, column: string, key: string) =>
  sql<T>`(select x.${sql.identifier(column)} from ${sql.identifier(table)} x where x.org_id = "water_users"."org_id" and x.id = "water_users".${sql.identifier(key)})`;
const scalarNames = {
  areaName: nameOf('areas', 'name', 'area_id'),
  routeName: nameOf<string | null>('collection_routes', 'name', 'route_id'),
  userTypeName: nameOf('user_types', 'name', 'user_type_id'),
  meterSizeLabel: nameOf('meter_sizes', 'label', 'meter_size_id'),
  usageStatusName: nameOf('usage_statuses', 'name', 'usage_status_id'),
  usageStatusColour: nameOf('usage_statuses', 'colour', 'usage_status_id'),
};

const columns = (today: string, names: typeof scalarNames | typeof joinedNames) => ({
  id: wu.id,
  customerNo: wu.customerNo,
  title: wu.title,
  firstName: wu.firstName,
  lastName: wu.lastName,
  nationalId: wu.nationalId,
  phone: wu.phone,
  houseNo: wu.houseNo,
  moo: wu.moo,
  road: wu.road,
  subdistrict: wu.subdistrict,
  district: wu.district,
  province: wu.province,
  postcode: wu.postcode,
  areaId: wu.areaId,
  routeId: wu.routeId,
  routeSeq: wu.routeSeq,
  userTypeId: wu.userTypeId,
  meterSizeId: wu.meterSizeId,
  usageStatusId: wu.usageStatusId,
  ...names,
  depositPaid: wu.depositPaid,
  latitude: wu.latitude,
  longitude: wu.longitude,
  connectedOn: wu.connectedOn,
  notes: wu.notes,
  installationId: meterInstallations.id,
  meterId: meters.id,
  serial: meters.serial,
  brand: meters.brand,
  digits: meters.digits,
  installedOn: meterInstallations.installedOn,
  initialReading: meterInstallations.initialReading,
  hasDiscount: sql<boolean>`${entitledOn(today)}`,
  createdAt: wu.createdAt,
  updatedAt: wu.updatedAt,
});

const currentInstallationJoin = and(
  eq(meterInstallations.orgId, wu.orgId),
  eq(meterInstallations.waterUserId, wu.id),
  isNull(meterInstallations.removedOn),
);
const meterJoin = and(
  eq(meters.orgId, meterInstallations.orgId),
  eq(meters.id, meterInstallations.meterId),
);

/** A few connections by id (a page, one record): names by subquery, cheap to plan. */
const rowsByIds = (tx: Tx, orgId: string, ids: string[]) =>
  tx
    .select(columns(todayInBangkok(), scalarNames))
    .from(wu)
    .leftJoin(meterInstallations, currentInstallationJoin)
    .leftJoin(meters, meterJoin)
    .where(and(eq(wu.orgId, orgId), inArray(wu.id, ids)));

type DetailRow = Awaited<ReturnType<typeof rowsByIds>>[number];

/** Every column of the answer for many rows (an export), joined once. */
const joinedRows = (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) =>
  tx
    .select(columns(todayInBangkok(), joinedNames))
    .from(wu)
    .innerJoin(areas, areaJoin)
    .leftJoin(collectionRoutes, routeJoin)
    .innerJoin(userTypes, and(eq(userTypes.orgId, wu.orgId), eq(userTypes.id, wu.userTypeId)))
    .innerJoin(meterSizes, and(eq(meterSizes.orgId, wu.orgId), eq(meterSizes.id, wu.meterSizeId)))
    .innerJoin(
      usageStatuses,
      and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
    )
    .leftJoin(meterInstallations, currentInstallationJoin)
    .leftJoin(meters, meterJoin)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);

export const toWaterUser = (r: DetailRow): WaterUser => ({
  id: r.id,
  customerNo: r.customerNo,
  title: r.title,
  firstName: r.firstName,
  lastName: r.lastName,
  fullName: fullNameOf(r),
  nationalId: r.nationalId,
  phone: r.phone,
  address: {
    houseNo: r.houseNo,
    moo: r.moo,
    road: r.road,
    subdistrict: r.subdistrict,
    district: r.district,
    province: r.province,
    postcode: r.postcode,
  },
  addressText: addressTextOf(r),
  areaId: r.areaId,
  areaName: r.areaName,
  routeId: r.routeId,
  routeName: r.routeName,
  routeSeq: r.routeSeq,
  userTypeId: r.userTypeId,
  userTypeName: r.userTypeName,
  meterSizeId: r.meterSizeId,
  meterSizeLabel: r.meterSizeLabel,
  usageStatusId: r.usageStatusId,
  usageStatusName: r.usageStatusName,
  usageStatusColour: r.usageStatusColour,
  depositPaid: r.depositPaid,
  latitude: r.latitude,
  longitude: r.longitude,
  connectedOn: r.connectedOn,
  notes: r.notes,
  meter:
    r.installationId && r.meterId && r.serial !== null && r.digits !== null
      ? {
          installationId: r.installationId,
          meterId: r.meterId,
          serial: r.serial,
          brand: r.brand,
          digits: r.digits,
          installedOn: r.installedOn ?? '',
          initialReading: r.initialReading ?? 0,
        }
      : null,
  hasDiscount: Boolean(r.hasDiscount),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

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

export const findWaterUser = async (
  tx: Tx,
  orgId: string,
  id: string,
): Promise<WaterUser | null> => {
  const [row] = await rowsByIds(tx, orgId, [id]);
  return row ? toWaterUser(row) : null;
};

/** The few columns rules and moves need, without the joins. */
export const findWaterUserCore = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({
      id: wu.id,
      customerNo: wu.customerNo,
      areaId: wu.areaId,
      routeId: wu.routeId,
      routeSeq: wu.routeSeq,
      usageStatusId: wu.usageStatusId,
    })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), eq(wu.id, id)));
  return row ?? null;
};

export const customerNoTaken = async (
  tx: Tx,
  orgId: string,
  customerNo: string,
  exceptId?: string,
) => {
  const [row] = await tx
    .select({ id: wu.id })
    .from(wu)
    .where(
      and(
        eq(wu.orgId, orgId),
        eq(wu.customerNo, customerNo),
        exceptId ? not(eq(wu.id, exceptId)) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** Which of these customer numbers the organisation already uses (one array parameter). */
export const takenCustomerNos = async (
  tx: Tx,
  orgId: string,
  candidates: string[],
): Promise<Set<string>> => {
  if (candidates.length === 0) return new Set();
  const rows = await tx
    .select({ customerNo: wu.customerNo })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), sql`${wu.customerNo} = any(${sql.param(candidates)}::text[])`));
  return new Set(rows.map((r) => r.customerNo));
};

/** The next free place at the end of each route: `{ routeId → last seq }`. */
export const lastSeqOfRoutes = async (
  tx: Tx,
  orgId: string,
  routeIds: string[],
): Promise<Map<string, number>> => {
  if (routeIds.length === 0) return new Map();
  const rows = await tx
    .select({ routeId: wu.routeId, last: sql<number>`coalesce(max(${wu.routeSeq}), 0)::int` })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), sql`${wu.routeId} = any(${sql.param(routeIds)}::uuid[])`))
    .groupBy(wu.routeId);
  return new Map(rows.flatMap((r) => (r.routeId ? [[r.routeId, r.last] as const] : [])));
};

const INSERT_CHUNK = 1_000;

/**
 * For the rest of the caller's transaction, plan each statement with its values.
 * Foreign-key checks run prepared statements whose generic plan is cached when a table
 * is small; PGlite never re-analyses, so in a bulk insert that plan can read the whole
 * water_users table for every row (20,000 rows: minutes instead of seconds).
 */
export const planEachStatement = (tx: Tx) =>
  tx.execute(sql`set local plan_cache_mode = force_custom_plan`);

/**
 * Inserts connections in bulk (chunks of 1,000 rows a statement) and answers their ids in
 * the order given. A row with a route and no `routeSeq` goes to the end of its route, in
 * the order given. No audit and no checks here: callers validate and audit.
 */
export const insertWaterUsers = async (
  tx: Tx,
  orgId: string,
  rows: NewWaterUserRow[],
): Promise<string[]> => {
  await planEachStatement(tx);
  const unplaced = [
    ...new Set(rows.flatMap((r) => (r.routeId && r.routeSeq == null ? [r.routeId] : []))),
  ];
  const last = await lastSeqOfRoutes(tx, orgId, unplaced);
  const placed = rows.map((r) => {
    if (!r.routeId) return { ...r, routeSeq: null, orgId };
    if (r.routeSeq != null) return { ...r, orgId };
    const seq = (last.get(r.routeId) ?? 0) + 1;
    last.set(r.routeId, seq);
    return { ...r, routeSeq: seq, orgId };
  });
  const ids: string[] = [];
  for (let i = 0; i < placed.length; i += INSERT_CHUNK) {
    const inserted = await tx
      .insert(wu)
      .values(placed.slice(i, i + INSERT_CHUNK))
      .returning({ id: wu.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
};

export const updateWaterUser = (tx: Tx, orgId: string, id: string, patch: WaterUserPatch) =>
  tx
    .update(wu)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(wu.orgId, orgId), eq(wu.id, id)));

/**
 * Takes `count` customer numbers from the organisation's format, advancing
 * organisations.customer_seq under its row lock (UPDATE … RETURNING), skipping numbers
 * already in use (typed by hand or imported). The lock is held to the end of the
 * caller's transaction, so two requests never receive the same number.
 */
export const nextCustomerNumbers = async (
  tx: Tx,
  orgId: string,
  count: number,
  areaCode?: string | null,
): Promise<string[]> => {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const need = count - numbers.length;
    const [row] = await tx
      .update(organisations)
      .set({ customerSeq: sql`${organisations.customerSeq} + ${need}` })
      .where(eq(organisations.id, orgId))
      .returning({ seq: organisations.customerSeq, format: organisations.customerNumberFormat });
    if (!row) throw new Error('organisation not found for customer numbers');
    const candidates = Array.from({ length: need }, (_, i) =>
      formatCustomerNumber(row.format, { seq: row.seq - need + 1 + i, areaCode }),
    );
    const taken = await takenCustomerNos(tx, orgId, candidates);
    numbers.push(...candidates.filter((c) => !taken.has(c)));
  }
  return numbers;
};

/** The number `nextCustomerNumbers` would give next, without taking it. */
export const previewCustomerNumber = async (
  tx: Tx,
  orgId: string,
  areaCode?: string | null,
): Promise<string> => {
  const [org] = await tx
    .select({ seq: organisations.customerSeq, format: organisations.customerNumberFormat })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!org) throw new Error('organisation not found for customer numbers');
  for (let seq = org.seq + 1; ; seq += 50) {
    const candidates = Array.from({ length: 50 }, (_, i) =>
      formatCustomerNumber(org.format, { seq: seq + i, areaCode }),
    );
    const taken = await takenCustomerNos(tx, orgId, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
};

/** An area's code (a customer number format may use it), or null: none such. */
export const findAreaCode = async (tx: Tx, orgId: string, areaId: string) => {
  const [row] = await tx
    .select({ code: areas.code })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.id, areaId)));
  return row?.code ?? null;
};

/** The usage status a cancelled connection takes: the default 'CANCEL' (defaults-data.ts). */
export const CANCELLED_STATUS_CODE = 'CANCEL';

export const findUsageStatusByCode = async (tx: Tx, orgId: string, code: string) => {
  const [row] = await tx
    .select({ id: usageStatuses.id, name: usageStatuses.name })
    .from(usageStatuses)
    .where(and(eq(usageStatuses.orgId, orgId), eq(usageStatuses.code, code)))
    .limit(1);
  return row ?? null;
};
