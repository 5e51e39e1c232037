import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { languages, type Language } from '@prapa/contracts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { withSystem, withTenant } from '../db/tenant.ts';
import { errorView } from '../lib/error-view.ts';
import { claimNext, othersWaiting, requeue, type Fairness } from './job-claim.ts';
import {
  JobStopped,
  JobYielded,
  type JobContext,
  type JobHandlers,
  type JobProgress,
  type JobRow,
} from './job-types.ts';
import { markSucceeded, saveProgress } from './jobs.repo.ts';

export type JobRunner = {
  /** Starts the loop (and resumes what a dead server left running). */
  start: () => void;
  /** Looks for queued work now (after a job is queued). */
  kick: () => void;
  /** Finishes the current batch, leaves the job `running` for the next start, and stops. */
  stop: () => Promise<void>;
  /** Started and not stopped: what the readiness answer reports (GET /api/ready). */
  running: () => boolean;
};

export type JobRunnerOptions = {
  database: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** A `running` job whose heartbeat is older than this belongs to a dead process. */
  staleAfterMs?: number;
  /** How often to look for work queued by another server process; 0: never (PGlite). */
  pollMs?: number;
  /** Jobs this process runs at once (PGlite: 1, its one connection). */
  slots?: number;
  /** Jobs of one organisation running at once, across processes. */
  orgLimit?: number;
  /** After this long, a run that may step back does so if another organisation waits; 0: never. */
  sliceMs?: number;
  /**
   * Requests being answered (this process's, and its peers' with WORKERS=N): a batch waits
   * (a little) for them to end.
   */
  inFlight?: () => number;
};

/** The longest a batch waits for the requests to end before it goes anyway. */
export const YIELD_MAX_MS = 40;

/** A run shorter than this (a village's billing) goes through without waiting. */
export const YIELD_AFTER_MS = 1_000;

// Between two batches the loop steps aside, so requests waiting for PGlite's single
// connection (FIFO) go before the job's next transaction.
const stepAside = () => new Promise<void>((resolve) => setImmediate(resolve));

const langOf = (job: JobRow): Language => {
  const lang = (job.input as { lang?: unknown }).lang;
  return languages.includes(lang as Language) ? (lang as Language) : 'th';
};

/**
 * One small job runner for all long work (issue 13): it claims a queued job (or one a
 * dead process left running), runs its handler in short transactions with progress
 * saved as it goes, and keeps the error of a failed one. `slots` jobs at a time per
 * process; one queued-or-running job per organisation and key (a unique index). Shared
 * fairly between organisations (issue 29, job-claim.ts): round-robin by organisation,
 * at most `orgLimit` running per organisation, and a run that resumes where it stopped
 * (billing) steps back after `sliceMs` when another organisation's job waits.
 */
export const createJobRunner = (opts: JobRunnerOptions): JobRunner => {
  const { database, handlers, log } = opts;
  const fairness: Fairness = {
    staleAfterMs: opts.staleAfterMs ?? 60_000,
    orgLimit: opts.orgLimit ?? 1,
  };
  const slots = Math.max(1, opts.slots ?? 1);
  // The counter and the search go before a long job's next batch: it waits while a server
  // process answers requests, at most YIELD_MAX_MS, so a month-end never stops for them.
  // A short run does not wait: the villages' runs start within a minute at month-end.
  const requestsFirst = async (since: number) => {
    const inFlight = opts.inFlight;
    if (!inFlight || Date.now() - since < YIELD_AFTER_MS) return;
    for (const until = Date.now() + YIELD_MAX_MS; inFlight() > 0 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  const sliceMs = opts.sliceMs ?? 0;
  // Jobs this runner is running (its slots'): its other slots never claim them.
  const runningHere = new Set<string>();
  let stopped = true;
  const loops = new Set<Promise<void>>();
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const claim = (): Promise<JobRow | null> => claimNext(database.db, fairness, [...runningHere]);

  // `guarded`: a batch refuses to start once the runner stops (the job resumes later);
  // the cleanup of a failed job is not guarded: it only deletes unpublished rows.
  const contextOf = (job: JobRow, guarded = true): JobContext => {
    const runSince = Date.now();
    const guard = () => {
      if (guarded && stopped) throw new JobStopped();
    };
    const phases = guarded && sliceMs > 0 ? handlers[job.kind as keyof JobHandlers]?.resumes : [];
    // The slice counts from the first batch of a phase that resumes: what comes before it
    // (billing's reading of the round) is done again at each turn and is not a slice's work.
    let sliceFrom: number | null = null;
    // Checked once a slice: after a batch, never inside one (its work is committed).
    const stepBack = async (progress: JobProgress | undefined) => {
      if (!progress || !phases?.includes(progress.phase)) return;
      sliceFrom ??= Date.now();
      if (Date.now() - sliceFrom < sliceMs) return;
      sliceFrom = Date.now();
      if (await othersWaiting(database.db, fairness, job)) throw new JobYielded();
    };
    return {
      job,
      database,
      log,
      batch: async (fn, progress) => {
        guard();
        await requestsFirst(runSince);
        const out = await withTenant(database.db, job.orgId, async (tx) => {
          const value = await fn(tx);
          // Taken over by another run: this batch rolls back and this run stops.
          if (progress && (await saveProgress(tx, job.id, job.attempts, progress)).length === 0) {
            throw new JobStopped();
          }
          return value;
        });
        await stepAside();
        await stepBack(progress);
        return out;
      },
      finish: async (fn, state) => {
        guard();
        await withTenant(database.db, job.orgId, async (tx) => {
          const result = await fn(tx);
          if ((await markSucceeded(tx, job.id, job.attempts, result, state)).length === 0) {
            throw new JobStopped();
          }
        });
      },
      heartbeat: async () => {
        await withSystem(database.db, (tx) =>
          tx
            .update(jobs)
            .set({ heartbeatAt: sql`now()` })
            .where(eq(jobs.id, job.id)),
        );
      },
    };
  };

  const fail = async (job: JobRow, err: unknown) => {
    const error = errorView(langOf(job), err);
    if (error.code === 'INTERNAL') log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
    await withSystem(database.db, (tx) =>
      tx
        .update(jobs)
        .set({ status: 'failed', error, finishedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'))),
    );
  };

  const runOne = async (job: JobRow) => {
    runningHere.add(job.id);
    try {
      await runJob(job);
    } finally {
      runningHere.delete(job.id);
    }
  };

  const runJob = async (job: JobRow) => {
    const handler = handlers[job.kind as keyof JobHandlers];
    const ctx = contextOf(job);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(ctx);
    } catch (err) {
      if (err instanceof JobStopped) return;
      if (err instanceof JobYielded) {
        await withSystem(database.db, (tx) => requeue(tx, job.id, job.attempts));
        return;
      }
      await fail(job, err);
      try {
        await handler?.discard?.(contextOf(job, false));
      } catch (cleanupErr) {
        log.error({ err: cleanupErr, jobId: job.id }, 'job cleanup failed');
      }
    }
  };

  // One loop per slot: each claims and runs jobs until none is left. A kick while every
  // loop is busy is remembered (`again`), so work queued meanwhile is not left waiting.
  const loop = async () => {
    for (;;) {
      again = false;
      const job = stopped ? null : await claim();
      if (!job) {
        if (again && !stopped) continue;
        return;
      }
      await runOne(job);
    }
  };

  const kick = () => {
    if (stopped) return;
    again = true;
    while (loops.size < slots) {
      const running: Promise<void> = loop()
        .catch((err: unknown) => log.error({ err }, 'job runner loop failed'))
        .finally(() => loops.delete(running));
      loops.add(running);
    }
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      kick();
      const every = opts.pollMs ?? 5_000;
      if (every > 0) {
        timer = setInterval(kick, every);
        timer.unref();
      }
    },
    kick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all([...loops]);
    },
    running: () => !stopped,
  };
};
