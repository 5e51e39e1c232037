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

export const settleBillingTables = async (ctx: Pick<JobContext, 'database' | 'log'>) => {
  for (const step of steps) {
    await withSystem(ctx.database.db, (tx) => tx.execute(step)).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not refresh the billing tables’ statistics'),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
};
