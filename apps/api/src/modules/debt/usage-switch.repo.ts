import { and, asc, eq, sql } from 'drizzle-orm';
import { usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { openBill } from './unpaid-rounds.ts';

/** The organisation's "cut off" usage status: the first active one that counts as cut off. */
export const cutOffStatus = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ id: usageStatuses.id, name: usageStatuses.name })
    .from(usageStatuses)
    .where(
      and(
        eq(usageStatuses.orgId, orgId),
        eq(usageStatuses.countsAsCutOff, true),
        eq(usageStatuses.active, true),
      ),
    )
    .orderBy(asc(usageStatuses.sortOrder), asc(usageStatuses.code))
    .limit(1);
  return row ?? null;
};

/**
 * The status a reconnected connection goes back to when the cut-off did not record one:
 * the first active status that bills normally and is not a cut-off.
 */
export const normalStatus = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ id: usageStatuses.id, name: usageStatuses.name })
    .from(usageStatuses)
    .where(
      and(
        eq(usageStatuses.orgId, orgId),
        eq(usageStatuses.countsAsCutOff, false),
        eq(usageStatuses.billMode, 'normal'),
        eq(usageStatuses.active, true),
      ),
    )
    .orderBy(asc(usageStatuses.sortOrder), asc(usageStatuses.code))
    .limit(1);
  return row ?? null;
};

/** The connection's status now, locked: the cut-off and the reconnection change it. */
export const lockConnection = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({
      id: waterUsers.id,
      customerNo: waterUsers.customerNo,
      usageStatusId: waterUsers.usageStatusId,
      phone: waterUsers.phone,
      cutOff: usageStatuses.countsAsCutOff,
    })
    .from(waterUsers)
    .innerJoin(
      usageStatuses,
      and(
        eq(usageStatuses.orgId, waterUsers.orgId),
        eq(usageStatuses.id, waterUsers.usageStatusId),
      ),
    )
    .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, id)))
    .for('update', { of: waterUsers });
  return row ?? null;
};

export const setUsageStatus = (tx: Tx, orgId: string, id: string, usageStatusId: string) =>
  tx
    .update(waterUsers)
    .set({ usageStatusId, updatedAt: sql`now()` })
    .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, id)));

/** What the connection owes on every open bill (satang). */
export const owingOf = async (tx: Tx, orgId: string, id: string) => {
  const rows = await tx.execute(sql`
    select coalesce(sum(b.total - b.paid), 0)::float8 as owing from bills b
    where b.org_id = ${orgId} and b.water_user_id = ${id} and ${openBill}`);
  return Number((rows as unknown as { rows: { owing: number }[] }).rows[0]?.owing ?? 0);
};
