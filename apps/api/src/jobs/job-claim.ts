import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { withSystem, type Tx } from '../db/tenant.ts';
import type { JobRow } from './job-types.ts';

/** How the runner shares work between organisations (issue 29). */
export type Fairness = {
  /** A `running` job whose heartbeat is older than this belongs to a dead process. */
  staleAfterMs: number;
  /** Jobs of one organisation running at once, across every server process. */
  orgLimit: number;
};

/** Who runs a job: an operator reading the jobs table after a crash asks which process. */
export const runnerName = () => `${hostname()}:${process.pid}`;

const interval = (ms: number) => sql`${`${Math.round(ms / 1000)} seconds`}::interval`;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** How much work a job says it is (billing: the round's readings); 0 when it does not say. */
const SIZE = sql`coalesce((j.input ->> 'size')::int, 0)`;

/** Jobs that may start now: queued, or running for a dead process (its heartbeat stale). */
const claimable = (staleAfterMs: number) => sql`
  (j.status = 'queued'
   or (j.status = 'running'
       and coalesce(j.heartbeat_at, 'epoch') < now() - ${interval(staleAfterMs)}))`;

/** Organisations running fewer jobs than the limit (a stale job counts as not running). */
const belowLimit = ({ staleAfterMs, orgLimit }: Fairness) => sql`
  (select count(*) from jobs r
   where r.org_id = j.org_id and r.status = 'running'
     and r.heartbeat_at >= now() - ${interval(staleAfterMs)}) < ${orgLimit}`;

// Claims are serialised across processes by a transaction-scoped advisory lock, so two
// processes never both see an organisation below its limit and both start one of its jobs.
// A claim is a few milliseconds; the lock is released with its transaction.
const CLAIM_LOCK = sql`select pg_advisory_xact_lock(hashtext('prapa.jobs.claim'))`;

/**
 * The next job to run, marked running by this process. Jobs not started yet go first,
 * smallest first (a billing run's `input.size`: its round's readings), so at month-end
 * the villages' runs start at once rather than behind the towns'; then runs that stepped
 * back, the organisation whose last turn is oldest first (round-robin by organisation);
 * then the one queued longest. The limit per organisation keeps one organisation's many
 * jobs from filling the slots. `runningHere`: the jobs this runner's other slots are
 * running, never taken as stale however late their heartbeat (a batch slower than
 * JOB_STALE_SECONDS in a busy job thread was taken over by its own process, twice).
 */
export const claimNext = async (
  db: Db,
  fairness: Fairness,
  runningHere: string[] = [],
): Promise<JobRow | null> =>
  withSystem(db, async (tx) => {
    await tx.execute(CLAIM_LOCK);
    const [next] = rowsOf<{ id: string; org_id: string }>(
      await tx.execute(sql`
        select j.id, j.org_id from jobs j
        left join job_org_turns t on t.org_id = j.org_id
        where ${claimable(fairness.staleAfterMs)} and ${belowLimit(fairness)}
          and not (j.id = any(${sql.param(runningHere)}::uuid[]))
        order by j.slices > 0, ${SIZE}, t.last_turn nulls first, j.queued_at
        limit 1
        for update of j skip locked`),
    );
    if (!next) return null;
    // The row as claimed, read by the claim itself: at month-end each of 500 runs paid a
    // transaction more to read it after.
    const [row] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        slices: sql`${jobs.slices} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        heartbeatAt: sql`now()`,
        claimedBy: runnerName(),
      })
      .where(eq(jobs.id, next.id))
      .returning();
    await tx.execute(sql`
      insert into job_org_turns (org_id, last_turn) values (${next.org_id}, clock_timestamp())
      on conflict (org_id) do update set last_turn = excluded.last_turn`);
    return row ?? null;
  });

/**
 * Whether another organisation's job waits that the claim would take before this one's
 * next turn: one not started yet, or one whose organisation was served before this one
 * (or never), its organisation below its limit.
 */
export const othersWaiting = async (
  db: Db,
  fairness: Fairness,
  job: { id: string; orgId: string },
): Promise<boolean> =>
  withSystem(db, async (tx) => {
    const [row] = rowsOf<{ waiting: boolean }>(
      await tx.execute(sql`
        select exists (
          select 1 from jobs j left join job_org_turns t on t.org_id = j.org_id
          where j.org_id <> ${job.orgId} and ${claimable(fairness.staleAfterMs)}
            and ${belowLimit(fairness)}
            and (j.slices = 0 or t.last_turn is null or t.last_turn <= (
              select last_turn from job_org_turns where org_id = ${job.orgId}))
        ) as waiting`),
    );
    return row?.waiting === true;
  });

/**
 * Puts a running job back in the queue after its slice, held by this run (same attempt):
 * it keeps its state and progress, and joins the end of the queue.
 */
export const requeue = (tx: Tx, id: string, attempts: number) =>
  tx.execute(sql`
    update jobs set status = 'queued', heartbeat_at = null, queued_at = now()
    where id = ${id} and status = 'running' and attempts = ${attempts}`);
