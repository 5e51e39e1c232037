import { and, eq, not, sql } from 'drizzle-orm';
import type { WaterUser } from '@prapa/contracts';
import { areas, usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { rowsByIds, toWaterUser } from './water-user-rows.ts';

// One connection: read, insert in bulk, update; the lookups its rules need. The list is
// water-user-search.repo.ts, the customer numbers customer-numbers.repo.ts.

const wu = waterUsers;

/**
 * What a new connection row holds; `routeSeq` left out means "the end of its route".
 * `meterSerial` only as the bulk import knows it (the meter it installs in the same
 * transaction), which the installation trigger then finds already right.
 */
export type NewWaterUserRow = Omit<
  typeof waterUsers.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'updatedAt'
>;
/** An edit never touches the serial copy: the triggers keep it (migration 0007). */
export type WaterUserPatch = Partial<Omit<NewWaterUserRow, 'meterSerial'>>;

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
