import { sql } from 'drizzle-orm';
import { withSystem } from '../../db/tenant.ts';
import type { JobContext } from '../../jobs/job-types.ts';

/**
 * The planner's statistics of what a billing run grows (PGlite has no autovacuum): taken
 * after the first batch, so the later batches' lookups by connection probe their indexes
 * rather than scan the round's bills (measured at 100,000 connections: a scan a batch
 * made the run 4× slower), and again at the end for the counter and the reports. Only
 * the columns plans turn on; each is one short transaction of the owner.
 */
const steps = [
  sql`analyze bills (org_id, round_id, water_user_id, kind, status, bill_date, number)`,
  sql`analyze bill_lines (org_id, bill_id)`,
  sql`analyze readings (org_id, round_id, water_user_id, status)`,
];

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Below this many bills an organisation's lookups are cheap whatever the plan (a walk of
 * all its bills is a few thousand index entries).
 */
const FEW_BILLS = 5_000;

/**
 * PostgreSQL's autovacuum keeps the statistics of a table shared by many organisations;
 * 500 month-end runs each analysing the bills table cost more than their billing (an
 * analyse of the shared tables took 0.3 s, three quarters of a 200-connection run). But
 * an organisation the statistics do not know yet (its first bills, or a round larger than
 * all it had) gets plans for a handful of rows: a lookup by connection then walked all its
 * bills, 10 ms a connection (issue 29's bench). So on PostgreSQL a run analyses when its
 * organisation will have FEW_BILLS or more (with the `coming` bills the run has still to
 * make) and the planner's guess of its bills is under a tenth of what it has.
 */
const statisticsKnow = async (ctx: Pick<JobContext, 'database'>, orgId: string, coming: number) => {
  if (ctx.database.kind !== 'postgres') return false;
  return withSystem(ctx.database.db, async (tx) => {
    const [has] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from bills where org_id = ${orgId}`),
    );
    const bills = Number(has?.n ?? 0);
    if (bills + coming < FEW_BILLS) return true;
    const [plan] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      await tx.execute(sql`explain (format json) select 1 from bills where org_id = ${orgId}`),
    );
    const guess = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    return guess * 10 >= bills;
  });
};

/**
 * `coming`: the bills the run has still to make (0 at its end). True when the statistics
 * were taken now, so they know the run's bills (the summary may then let the planner join).
 */
export const settleBillingTables = async (
  ctx: Pick<JobContext, 'database' | 'log'>,
  orgId: string,
  coming = 0,
): Promise<boolean> => {
  if (await statisticsKnow(ctx, orgId, coming)) return false;
  let taken = true;
  for (const step of steps) {
    await withSystem(ctx.database.db, (tx) => tx.execute(step)).catch((err: unknown) => {
      taken = false;
      ctx.log.warn({ err }, 'could not refresh the billing tables’ statistics');
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return taken;
};
