import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import { rowsOf } from '../../../db/json-rows.ts';
import { withSystem, withTenant } from '../../../db/tenant.ts';
import type { Raw } from '../../../lib/sheet-import/parse-sheet.ts';
import { translator } from '../../../lib/i18n.ts';
import type { WaterCtx } from '../../water-users/water-user-fixtures.ts';
import type { StepActor, StepRow } from '../move-in-step.ts';
import type { DebtField, DebtRow } from './debts-parse.ts';
import { debtsStep } from './debts-step.ts';

// Shared by the opening-debt tests (not a test file itself): the step driven as the
// move-in framework will drive it, with a jobs row standing for the confirm job.

export const th = translator('th');
export const today = () => bangkokDate(new Date());

/** A row's cells: a 100 ฿ total for September 2569 unless told. */
export const cells = (over: Partial<Record<DebtField, Raw>> = {}): Record<DebtField, Raw> => ({
  customerNo: '0001',
  period: '09/2569',
  water: null,
  meterFee: null,
  vat: null,
  other: null,
  total: 100,
  dueDate: null,
  reference: null,
  ...over,
});

/** Parsed rows, numbered from Excel row 2; fails on a refusal. */
export const parsedRows = (list: Partial<Record<DebtField, Raw>>[]): StepRow<DebtRow>[] =>
  list.map((over, i) => {
    const parsed = debtsStep.parseRow(th, cells(over), today());
    if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.problems));
    return { row: i + 2, value: parsed.value };
  });

/** A jobs row standing for a confirm job: 'failed' until said otherwise (no runner claims it). */
export const newJob = (ctx: WaterCtx) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into jobs (org_id, kind, key, status)
        values (${ctx.a.id}, 'moveIn.confirm', ${`test:${randomUUID()}`}, 'failed')
        returning id`),
    );
    if (!row) throw new Error('no job');
    return row.id;
  });

export const setJob = (ctx: WaterCtx, id: string, status: string) =>
  withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`update jobs set status = ${status} where id = ${id}`),
  );

export const tenant = <T>(ctx: WaterCtx, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(ctx.t.database.db, ctx.a.id, fn);

/** Prepares and stages `rows` in batches of `size`, as the confirm job does; answers the job. */
export const stageAll = async (
  ctx: WaterCtx,
  actor: StepActor,
  rows: StepRow<DebtRow>[],
  size = 1000,
) => {
  const jobId = await newJob(ctx);
  const prepared = await tenant(ctx, (tx) => debtsStep.prepare(tx, ctx.a.id, rows));
  for (let at = 0; at < rows.length; at += size) {
    await tenant(ctx, (tx) =>
      debtsStep.stage(tx, ctx.a.id, jobId, rows.slice(at, at + size), at, prepared, actor),
    );
  }
  return { jobId, prepared };
};

/** Stages and publishes: the job succeeds and the counter moves in one step. */
export const importDebts = async (ctx: WaterCtx, actor: StepActor, rows: StepRow<DebtRow>[]) => {
  const { jobId, prepared } = await stageAll(ctx, actor, rows);
  await setJob(ctx, jobId, 'succeeded');
  await tenant(ctx, (tx) => debtsStep.publish(tx, ctx.a.id, jobId, rows.length, prepared));
  return jobId;
};

/** The job's opening bills as the app role sees them, in number order. */
export const openingSeen = (ctx: WaterCtx, jobId: string) =>
  tenant(ctx, async (tx) =>
    rowsOf<{ id: string; number: string; total: string; status: string; paid: string }>(
      await tx.execute(sql`select id, number, total, status, paid from bills
        where org_id = ${ctx.a.id} and move_in_job = ${jobId} order by seq`),
    ),
  );

/** How many bills and lines the job left, read as the owner (RLS off). */
export const stagedCount = (ctx: WaterCtx, jobId: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const [row] = rowsOf<{ bills: number; lines: number }>(
      await tx.execute(sql`select
        (select count(*)::int from bills where move_in_job = ${jobId}) as bills,
        (select count(*)::int from bill_lines l join bills b on b.org_id = l.org_id
          and b.id = l.bill_id where b.move_in_job = ${jobId}) as lines`),
    );
    return row;
  });
