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

/**
 * PostgreSQL's autovacuum keeps the statistics of a table this run adds little to: on a
 * deployment of many organisations, 500 month-end runs analysing the shared bills table
 * (a sample of 30,000 rows each time) cost more than their billing. Analysed only when
 * this run's bills are a tenth or more of the table (a first large run on a new database).
 */
const settledByAutovacuum = async (ctx: Pick<JobContext, 'database'>, bills: number) => {
  if (ctx.database.kind !== 'postgres') return false;
  const rows = (await withSystem(ctx.database.db, (tx) =>
    tx.execute(sql`select reltuples::float8 as n from pg_class where oid = 'bills'::regclass`),
  )) as unknown as { rows: { n: number }[] };
  return bills * 10 < Number(rows.rows[0]?.n ?? 0);
};

export const settleBillingTables = async (
  ctx: Pick<JobContext, 'database' | 'log'>,
  bills: number,
) => {
  if (await settledByAutovacuum(ctx, bills)) return;
  for (const step of steps) {
    await withSystem(ctx.database.db, (tx) => tx.execute(step)).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not refresh the billing tables’ statistics'),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
};
