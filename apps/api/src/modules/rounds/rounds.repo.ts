import type { AnomalyThresholds } from '@prapa/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_BILLING_CYCLE,
  type BillingCycle,
  type RoundRouteProgress,
  type ServiceRound,
} from '@prapa/contracts';
import {
  areas,
  billingCycles,
  collectionRoutes,
  readings,
  serviceRounds,
  usageStatuses,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { expectedInRound } from './round-progress.repo.ts';

export type RoundRow = typeof serviceRounds.$inferSelect;
export type RoundFields = Omit<
  typeof serviceRounds.$inferInsert,
  'id' | 'orgId' | 'status' | 'closedAt' | 'closedBy' | 'createdAt' | 'updatedAt'
>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toRound = (row: RoundRow, expected: number, read: number): ServiceRound => ({
  id: row.id,
  yearBe: row.yearBe,
  month: row.month,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  readingFrom: row.readingFrom,
  readingTo: row.readingTo,
  billDate: row.billDate,
  note: row.note,
  status: row.status,
  expected,
  read,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  closedAt: iso(row.closedAt),
});

/** Readings taken, per round. */
export const readCounts = async (tx: Tx, orgId: string, roundIds: string[]) => {
  if (roundIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ roundId: readings.roundId, n: sql<number>`count(*)::int` })
    .from(readings)
    .where(
      and(
        eq(readings.orgId, orgId),
        sql`${readings.roundId} = any(${sql.param(roundIds)}::uuid[])`,
      ),
    )
    .groupBy(readings.roundId);
  return new Map(rows.map((r) => [r.roundId, Number(r.n)]));
};

export const listRounds = (tx: Tx, orgId: string, limit: number, offset: number) =>
  tx
    .select()
    .from(serviceRounds)
    .where(eq(serviceRounds.orgId, orgId))
    .orderBy(desc(serviceRounds.yearBe), desc(serviceRounds.month))
    .limit(limit)
    .offset(offset);

export const countRounds = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRounds)
    .where(eq(serviceRounds.orgId, orgId));
  return Number(row?.n ?? 0);
};

export const findRound = async (tx: Tx, orgId: string, id: string, lock = false) => {
  const q = tx
    .select()
    .from(serviceRounds)
    .where(and(eq(serviceRounds.orgId, orgId), eq(serviceRounds.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
};

export const lastRound = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ yearBe: serviceRounds.yearBe, month: serviceRounds.month })
    .from(serviceRounds)
    .where(eq(serviceRounds.orgId, orgId))
    .orderBy(desc(serviceRounds.yearBe), desc(serviceRounds.month))
    .limit(1);
  return row ?? null;
};

export const roundOfMonth = async (tx: Tx, orgId: string, yearBe: number, month: number) => {
  const [row] = await tx
    .select({ id: serviceRounds.id })
    .from(serviceRounds)
    .where(
      and(
        eq(serviceRounds.orgId, orgId),
        eq(serviceRounds.yearBe, yearBe),
        eq(serviceRounds.month, month),
      ),
    );
  return row ?? null;
};

export const insertRound = async (tx: Tx, orgId: string, fields: RoundFields) => {
  const [row] = await tx
    .insert(serviceRounds)
    .values({ orgId, ...fields })
    .returning();
  if (!row) throw new Error('round insert returned nothing');
  return row;
};

export const updateRound = async (
  tx: Tx,
  orgId: string,
  id: string,
  patch: Partial<typeof serviceRounds.$inferInsert>,
) => {
  const [row] = await tx
    .update(serviceRounds)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(serviceRounds.orgId, orgId), eq(serviceRounds.id, id)))
    .returning();
  if (!row) throw new Error('round update returned nothing');
  return row;
};

/** Readings of a round still waiting for the check (recorded, or held). */
export const uncheckedReadings = async (tx: Tx, orgId: string, roundId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(readings)
    .where(
      and(
        eq(readings.orgId, orgId),
        eq(readings.roundId, roundId),
        sql`(${readings.status} = 'recorded' or ${readings.held})`,
      ),
    );
  return Number(row?.n ?? 0);
};

/** Per route (in code order; connections on no route last): expected and read. */
export const progressByRoute = async (
  tx: Tx,
  orgId: string,
  roundId: string,
): Promise<RoundRouteProgress[]> => {
  const rows = await tx
    .select({
      routeId: waterUsers.routeId,
      routeCode: collectionRoutes.code,
      routeName: collectionRoutes.name,
      areaName: areas.name,
      expected: sql<number>`count(*)::int`,
      read: sql<number>`count(${readings.id})::int`,
    })
    .from(waterUsers)
    .innerJoin(
      usageStatuses,
      and(
        eq(usageStatuses.orgId, waterUsers.orgId),
        eq(usageStatuses.id, waterUsers.usageStatusId),
      ),
    )
    .leftJoin(
      collectionRoutes,
      and(
        eq(collectionRoutes.orgId, waterUsers.orgId),
        eq(collectionRoutes.id, waterUsers.routeId),
      ),
    )
    .leftJoin(
      areas,
      and(eq(areas.orgId, collectionRoutes.orgId), eq(areas.id, collectionRoutes.areaId)),
    )
    .leftJoin(
      readings,
      and(
        eq(readings.orgId, waterUsers.orgId),
        eq(readings.roundId, roundId),
        eq(readings.waterUserId, waterUsers.id),
      ),
    )
    .where(and(eq(waterUsers.orgId, orgId), expectedInRound))
    .groupBy(waterUsers.routeId, collectionRoutes.code, collectionRoutes.name, areas.name)
    .orderBy(sql`${collectionRoutes.code} nulls last`);
  return rows.map((r) => ({ ...r, expected: Number(r.expected), read: Number(r.read) }));
};

export const findCycle = async (tx: Tx, orgId: string): Promise<BillingCycle> => {
  const [row] = await tx.select().from(billingCycles).where(eq(billingCycles.orgId, orgId));
  if (!row) return DEFAULT_BILLING_CYCLE;
  const { orgId: _org, updatedAt: _at, ...cycle } = row;
  return cycle;
};

/** The anomaly thresholds of the organisation's cycle, as computeReading takes them. */
export const findThresholds = async (tx: Tx, orgId: string): Promise<AnomalyThresholds> => {
  const cycle = await findCycle(tx, orgId);
  return {
    lowBelow: cycle.anomalyLowBelowBp,
    highAbove: cycle.anomalyHighAboveBp,
    veryHighAbove: cycle.anomalyVeryHighAboveBp,
  };
};

export const saveCycle = (tx: Tx, orgId: string, cycle: BillingCycle) =>
  tx
    .insert(billingCycles)
    .values({ orgId, ...cycle })
    .onConflictDoUpdate({ target: billingCycles.orgId, set: { ...cycle, updatedAt: new Date() } });
