import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MoveInMapping, MoveInStep } from '@prapa/contracts';
import { moveInBatches, moveInMappings, moveIns } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/**
 * Why the move-in is closed: the organisation went live, or it already bills in Prapa
 * (a water bill exists: what the move-in brings in would come after its own books).
 */
export const closedReason = async (tx: Tx, orgId: string): Promise<'live' | 'billed' | null> => {
  const [row] = rowsOf(
    await tx.execute(sql`
      select exists (select 1 from move_ins where org_id = ${orgId} and live_at is not null) as live,
        exists (select 1 from bills where org_id = ${orgId} and kind = 'water') as billed`),
  );
  if (row?.live) return 'live';
  if (row?.billed) return 'billed';
  return null;
};

export const moveInOf = async (tx: Tx, orgId: string) => {
  const [row] = await tx.select().from(moveIns).where(eq(moveIns.orgId, orgId));
  return row ?? null;
};

/** The confirm jobs of a step's files that are not undone. */
export const activeJobIds = async (tx: Tx, orgId: string, step: MoveInStep) =>
  (
    await tx
      .select({ jobId: moveInBatches.jobId })
      .from(moveInBatches)
      .where(
        and(
          eq(moveInBatches.orgId, orgId),
          eq(moveInBatches.step, step),
          isNull(moveInBatches.undoneAt),
        ),
      )
  ).map((r) => r.jobId);

/** Any step holds a file not undone: billing waits for going live. */
export const hasActiveBatches = async (tx: Tx, orgId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`select exists (select 1 from move_in_batches
      where org_id = ${orgId} and undone_at is null) as any`),
  );
  return row?.any === true;
};

export const markUndone = (
  tx: Tx,
  orgId: string,
  jobIds: string[],
  undoJob: string,
  officerId: string,
) =>
  tx
    .update(moveInBatches)
    .set({ undoJob, undoneAt: new Date(), undoneBy: officerId })
    .where(
      and(
        eq(moveInBatches.orgId, orgId),
        inArray(moveInBatches.jobId, jobIds),
        isNull(moveInBatches.undoneAt),
      ),
    );

export const rememberedMapping = async (
  tx: Tx,
  orgId: string,
  step: MoveInStep,
): Promise<MoveInMapping | null> => {
  const [row] = await tx
    .select({ headerRow: moveInMappings.headerRow, columns: moveInMappings.columns })
    .from(moveInMappings)
    .where(and(eq(moveInMappings.orgId, orgId), eq(moveInMappings.step, step)));
  return row
    ? { headerRow: row.headerRow, columns: row.columns as MoveInMapping['columns'] }
    : null;
};

export const rememberMapping = (
  tx: Tx,
  orgId: string,
  step: MoveInStep,
  mapping: MoveInMapping,
  officerId: string,
) =>
  tx
    .insert(moveInMappings)
    .values({ orgId, step, ...mapping, updatedBy: officerId })
    .onConflictDoUpdate({
      target: [moveInMappings.orgId, moveInMappings.step],
      set: { ...mapping, updatedBy: officerId, updatedAt: new Date() },
    });

/**
 * What Prapa holds by the control totals' figures: connections; opening debt (the
 * opening bills not void, as the old books carried them); deposits held from the old
 * books (the water-user import's deposit column and the deposits step); credit brought in.
 */
export const importedFigures = async (tx: Tx, orgId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`
      select
        (select count(*) from water_users where org_id = ${orgId})::float8 as customers,
        (select coalesce(sum(total), 0) from bills
          where org_id = ${orgId} and kind = 'opening' and status <> 'void')::float8 as debt,
        ((select coalesce(sum(deposit_paid), 0) from water_users where org_id = ${orgId})
          + (select coalesce(sum(amount), 0) from opening_deposits where org_id = ${orgId}))::float8
          as deposits,
        (select coalesce(sum(amount), 0) from credit_moves
          where org_id = ${orgId} and move_in_job is not null)::float8 as credit`),
  );
  return {
    customers: Number(row?.customers ?? 0),
    debt: Number(row?.debt ?? 0),
    deposits: Number(row?.deposits ?? 0),
    credit: Number(row?.credit ?? 0),
  };
};

/** The month after the latest month the old books hold (debts, usage, last readings). */
export const latestOpeningMonth = async (tx: Tx, orgId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`
      select greatest(
        (select max(period_year_be * 100 + period_month) from bills
          where org_id = ${orgId} and kind = 'opening' and status <> 'void'),
        (select max(year_be * 100 + month) from opening_usage where org_id = ${orgId}),
        (select max((extract(year from read_on)::int + 543) * 100 + extract(month from read_on)::int)
          from opening_readings where org_id = ${orgId})) as ym`),
  );
  return row?.ym === null || row?.ym === undefined ? null : Number(row.ym);
};

/** A move-in confirm or undo queued or running. */
export const activeMoveInJob = async (tx: Tx, orgId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`select exists (select 1 from jobs where org_id = ${orgId}
      and kind in ('move-in', 'move-in-undo') and status in ('queued', 'running')) as any`),
  );
  return row?.any === true;
};
