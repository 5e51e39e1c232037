import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '@prapa/contracts';
import type { Database } from '../db/client.ts';
import type { jobs } from '../db/schema/index.ts';
import type { Tx } from '../db/tenant.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Where a job has got to; written with the batch that got it there. */
export type JobProgress = { phase: string; done: number; total: number; state?: unknown };

/** What a handler gets: short transactions of its organisation, and the way to publish. */
export type JobContext = {
  job: JobRow;
  database: Database;
  log: FastifyBaseLogger;
  /**
   * One short tenant transaction (keep it under about a second: on PGlite every other
   * request waits for it). The progress, if given, is saved in the same transaction, so
   * a resumed run starts exactly after the last batch that committed.
   */
  batch: <T>(fn: (tx: Tx) => Promise<T>, progress?: JobProgress) => Promise<T>;
  /**
   * The last step: fn publishes the work and the job ends `succeeded` in the same
   * transaction, keeping `state` (e.g. how long each phase took) if given.
   */
  finish: (fn: (tx: Tx) => Promise<unknown>, state?: unknown) => Promise<void>;
  /** Keeps the job marked alive during work that runs outside the database (a worker thread). */
  heartbeat: () => Promise<void>;
};

/**
 * A kind of long work. `run` must be safe to call again on a job that stopped half-way
 * (crash, kill -9, shutdown): it starts from `job.state`, or clears what the stopped run
 * left unpublished and starts over. `discard` removes what a failed run left unpublished.
 */
export type JobHandler = {
  run: (ctx: JobContext) => Promise<void>;
  discard?: (ctx: JobContext) => Promise<void>;
  /**
   * The phases (JobProgress.phase) in which a run, run again, goes on from what its
   * committed batches did (billing's `bill`) rather than clearing and starting over: in
   * them it may step back for other organisations after its time slice and lose nothing.
   */
  resumes?: string[];
};

export type JobHandlers = Partial<Record<JobKind, JobHandler>>;

/** Raised inside a batch when the server is shutting down: the job stays `running` and resumes. */
export class JobStopped extends Error {
  constructor() {
    super('job runner stopped');
  }
}

/** Raised after a batch when the run's time slice is over and others wait: it is queued again. */
export class JobYielded extends Error {
  constructor() {
    super('job stepped back for other organisations');
  }
}
