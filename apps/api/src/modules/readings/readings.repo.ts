import { and, eq, sql } from 'drizzle-orm';
import type { Reading } from '@prapa/contracts';
import { bills, readings, serviceRounds } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

export type ReadingRow = typeof readings.$inferSelect;
export type NewReading = typeof readings.$inferInsert;

export const toReading = (r: ReadingRow): Reading => ({
  id: r.id,
  clientId: r.clientId,
  roundId: r.roundId,
  waterUserId: r.waterUserId,
  meterId: r.meterId,
  previous: r.previous,
  current: r.current,
  usage: r.usage,
  deducted: r.deducted,
  code: r.code,
  estimated: r.estimated,
  anomaly: r.anomaly,
  held: r.held,
  diffBp: r.diffBp,
  average: r.average,
  status: r.status,
  source: r.source,
  note: r.note,
  readAt: r.readAt.toISOString(),
  readerId: r.readerId,
  latitude: r.latitude,
  longitude: r.longitude,
});

export const roundsByIds = (tx: Tx, orgId: string, ids: string[]) =>
  tx
    .select()
    .from(serviceRounds)
    .where(
      and(
        eq(serviceRounds.orgId, orgId),
        sql`${serviceRounds.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    )
    .for('update');

export const readingsByClientIds = (tx: Tx, orgId: string, clientIds: string[]) =>
  tx
    .select()
    .from(readings)
    .where(
      and(
        eq(readings.orgId, orgId),
        sql`${readings.clientId} = any(${sql.param(clientIds)}::text[])`,
      ),
    );

/** Readings already taken of these connections in this round. */
export const readingsOfRound = (tx: Tx, orgId: string, roundId: string, waterUserIds: string[]) =>
  tx
    .select()
    .from(readings)
    .where(
      and(
        eq(readings.orgId, orgId),
        eq(readings.roundId, roundId),
        sql`${readings.waterUserId} = any(${sql.param(waterUserIds)}::uuid[])`,
      ),
    );

export const insertReadings = (tx: Tx, rows: NewReading[]) =>
  rows.length === 0 ? Promise.resolve([]) : tx.insert(readings).values(rows).returning();

export const findReading = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(readings)
    .where(and(eq(readings.orgId, orgId), eq(readings.id, id)));
  return row ?? null;
};

/** A connection's readings with their round, newest first. */
export const historyOf = async (tx: Tx, orgId: string, waterUserId: string, limit: number) => {
  const rows = await tx
    .select({ reading: readings, yearBe: serviceRounds.yearBe, month: serviceRounds.month })
    .from(readings)
    .innerJoin(
      serviceRounds,
      and(eq(serviceRounds.orgId, readings.orgId), eq(serviceRounds.id, readings.roundId)),
    )
    .where(and(eq(readings.orgId, orgId), eq(readings.waterUserId, waterUserId)))
    .orderBy(sql`${serviceRounds.yearBe} desc, ${serviceRounds.month} desc`)
    .limit(limit);
  return rows.map((r) => ({ ...toReading(r.reading), yearBe: r.yearBe, month: r.month }));
};

export const updateReading = async (
  tx: Tx,
  orgId: string,
  id: string,
  patch: Partial<NewReading>,
) => {
  const [row] = await tx
    .update(readings)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(readings.orgId, orgId), eq(readings.id, id)))
    .returning();
  if (!row) throw new Error('reading update returned nothing');
  return row;
};

/** The number of a bill (void ones too) that names this reading, if any. */
export const billNamingReading = async (tx: Tx, orgId: string, readingId: string) => {
  const [row] = await tx
    .select({ number: bills.number })
    .from(bills)
    .where(and(eq(bills.orgId, orgId), eq(bills.readingId, readingId)))
    .limit(1);
  return row?.number ?? null;
};

export const deleteReading = (tx: Tx, orgId: string, id: string) =>
  tx.delete(readings).where(and(eq(readings.orgId, orgId), eq(readings.id, id)));

/** Accepts, in one statement, the normal readings of a round (of one route, or all). */
export const acceptNormal = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  routeId: string | null,
) => {
  const rows = await tx
    .update(readings)
    .set({ status: 'checked', updatedAt: new Date() })
    .where(
      and(
        eq(readings.orgId, orgId),
        eq(readings.roundId, roundId),
        eq(readings.status, 'recorded'),
        eq(readings.held, false),
        eq(readings.anomaly, 'normal'),
        routeId
          ? sql`${readings.waterUserId} in (select id from water_users where org_id = ${orgId} and route_id = ${routeId})`
          : undefined,
      ),
    )
    .returning({ id: readings.id });
  return rows.map((r) => r.id);
};
