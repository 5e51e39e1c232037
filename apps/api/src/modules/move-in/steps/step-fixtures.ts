import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MoveInStep } from '@prapa/contracts';
import { rowsOf } from '../../../db/json-rows.ts';
import { withSystem, withTenant, type Tx } from '../../../db/tenant.ts';
import { translator } from '../../../lib/i18n.ts';
import type { Raw } from '../../../lib/sheet-import/parse-sheet.ts';
import type { WaterCtx } from '../../water-users/water-user-fixtures.ts';
import type { MoveInStepDef, StepActor, StepRow } from '../move-in-step.ts';

// Shared by the step tests (not a test file itself): jobs as the framework makes them,
// the step run as the framework runs it, and what each role sees of the rows.

export const t = translator('th');
export const TODAY = '2026-11-29';

export const tenant = <T>(ctx: WaterCtx, fn: (tx: Tx) => Promise<T>) =>
  withTenant(ctx.t.database.db, ctx.a.id, fn);
export const system = <T>(ctx: WaterCtx, fn: (tx: Tx) => Promise<T>) =>
  withSystem(ctx.t.database.db, fn);

/** A confirm (or undo) job row: 'running' while its rows are staged, 'succeeded' published. */
export const newJob = (ctx: WaterCtx, status: 'running' | 'succeeded' = 'running') =>
  system(ctx, async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into jobs (org_id, kind, key, status)
        values (${ctx.a.id}, 'move-in', ${randomUUID()}, ${status}) returning id`),
    );
    return row?.id ?? '';
  });

export const finish = (ctx: WaterCtx, jobId: string, status: 'succeeded' | 'failed') =>
  system(ctx, (tx) => tx.execute(sql`update jobs set status = ${status} where id = ${jobId}`));

export const customerNoOf = (ctx: WaterCtx, waterUserId: string) =>
  system(ctx, async (tx) => {
    const [row] = rowsOf<{ customer_no: string }>(
      await tx.execute(sql`select customer_no from water_users where id = ${waterUserId}`),
    );
    return row?.customer_no ?? '';
  });

/** The step's parse of one row, given as cells by field. */
export const parse = <S extends MoveInStep, V>(
  step: MoveInStepDef<S, V>,
  cells: Partial<Record<string, Raw>>,
) => {
  const full = Object.fromEntries(step.columns.map((c) => [c.key, cells[c.key] ?? null]));
  return step.parseRow(t, full as Parameters<typeof step.parseRow>[1], TODAY);
};

/** The parsed value of a row that must parse. */
export const valueOf = <S extends MoveInStep, V>(
  step: MoveInStepDef<S, V>,
  cells: Partial<Record<string, Raw>>,
): V => {
  const parsed = parse(step, cells);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
};

/** The messages of a row's parse problems (empty: it parsed). */
export const parseProblems = <S extends MoveInStep, V>(
  step: MoveInStepDef<S, V>,
  cells: Partial<Record<string, Raw>>,
) => {
  const parsed = parse(step, cells);
  return 'problems' in parsed ? parsed.problems.map((p) => `${p.column}: ${p.message}`) : [];
};

export const rowsFrom = <V>(values: V[]): StepRow<V>[] =>
  values.map((value, i) => ({ row: i + 2, value }));

export const check = <S extends MoveInStep, V>(
  ctx: WaterCtx,
  step: MoveInStepDef<S, V>,
  rows: StepRow<V>[],
) => tenant(ctx, (tx) => step.check(tx, ctx.a.id, t, rows));

export const actor = (ctx: WaterCtx): StepActor => ({
  officerId: ctx.clerk.user.id,
  homeOrgId: ctx.a.id,
  ip: null,
});

/** Checks (none may fail) and stages the rows in batches of `size` under a running job. */
export const stageAll = async <S extends MoveInStep, V>(
  ctx: WaterCtx,
  step: MoveInStepDef<S, V>,
  rows: StepRow<V>[],
  size = 1_000,
) => {
  expect(await check(ctx, step, rows)).toEqual([]);
  const jobId = await newJob(ctx);
  for (let at = 0; at < rows.length; at += size) {
    await tenant(ctx, (tx) =>
      step.stage(tx, ctx.a.id, jobId, rows.slice(at, at + size), at, null, actor(ctx)),
    );
  }
  return jobId;
};

/** Staged, published and the job succeeded, as a confirm does. */
export const bringIn = async <S extends MoveInStep, V>(
  ctx: WaterCtx,
  step: MoveInStepDef<S, V>,
  rows: StepRow<V>[],
) => {
  const jobId = await stageAll(ctx, step, rows);
  await tenant(ctx, (tx) => step.publish(tx, ctx.a.id, jobId, rows.length, null));
  await finish(ctx, jobId, 'succeeded');
  return jobId;
};

/** The rows of `table` marked with the job, as the app sees them and as the owner does. */
export const seen = async (ctx: WaterCtx, table: string, jobId: string) => {
  const q = sql`select count(*)::int as n from ${sql.identifier(table)}
    where org_id = ${ctx.a.id} and move_in_job = ${jobId}`;
  const count = async (tx: Tx) => Number(rowsOf<{ n: number }>(await tx.execute(q))[0]?.n);
  return { app: await tenant(ctx, count), owner: await system(ctx, count) };
};

/** Undoes the jobs' rows as the undo job does: refusal first, then batches until none. */
export const undoAll = async <S extends MoveInStep, V>(
  ctx: WaterCtx,
  step: MoveInStepDef<S, V>,
  jobIds: string[],
  limit = 2,
) => {
  const refusal = await tenant(ctx, (tx) => step.undoRefusal(tx, ctx.a.id, jobIds, t));
  if (refusal) return { refusal, done: 0 };
  const undoJob = await newJob(ctx);
  let done = 0;
  for (;;) {
    const n = await tenant(ctx, (tx) =>
      step.undoBatch(tx, ctx.a.id, jobIds, undoJob, limit, actor(ctx), t),
    );
    if (n === 0) break;
    done += n;
  }
  await finish(ctx, undoJob, 'succeeded');
  return { refusal: null, done };
};
