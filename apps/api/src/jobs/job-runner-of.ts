import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { peerRequests } from '../lib/peer-requests.ts';
import { jobHandlers } from '../modules/index.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
import { createThreadedJobRunner } from './job-thread.ts';

type Settings = Pick<
  Config,
  | 'importBatchRows'
  | 'jobStaleSeconds'
  | 'jobSlots'
  | 'jobOrgLimit'
  | 'jobSliceSeconds'
  | 'jobNice'
  | 'requestRelay'
  | 'logLevel'
>;

/**
 * The server's job runner: on PGlite in the main thread (one connection, one process); on
 * PostgreSQL in a thread of lower priority unless JOB_NICE=0 (job-thread.ts). Either way
 * a long job's batch waits a little while this process, or another (WORKERS=N), answers
 * requests.
 */
export const jobRunnerOf = (app: FastifyInstance, config: Settings, database: Database) => {
  const pglite = database.kind === 'pglite';
  const options = {
    // PGlite is one process (the data directory is locked): a job left running is a dead
    // server's, resumed at once. On PostgreSQL other processes may be running it: a job is
    // taken over only when its heartbeat is older than JOB_STALE_SECONDS.
    staleAfterMs: pglite ? 0 : config.jobStaleSeconds * 1000,
    // Only this process queues work on PGlite (it kicks the runner); PostgreSQL may have more.
    pollMs: pglite ? 0 : 5_000,
    // PGlite has one connection: one job at a time.
    slots: pglite ? 1 : config.jobSlots,
    orgLimit: config.jobOrgLimit,
    sliceMs: config.jobSliceSeconds * 1000,
  } satisfies Partial<JobRunnerOptions>;
  if (pglite) {
    return createJobRunner({ ...options, database, handlers: jobHandlers(config), log: app.log });
  }
  // Requests being answered, counted by id so one both aborted and answered leaves once.
  const answering = new Set<string>();
  let tell: (own: number, peersBusy: boolean) => void = () => {};
  const peers = peerRequests(config.requestRelay, (busy) => tell(answering.size, busy));
  const count = async (request: { id: string }, on: boolean) => {
    if (on) answering.add(request.id);
    else answering.delete(request.id);
    peers.report(answering.size);
    tell(answering.size, peers.busy());
  };
  app.addHook('onRequest', async (request) => count(request, true));
  app.addHook('onResponse', async (request) => count(request, false));
  app.addHook('onRequestAbort', async (request) => count(request, false));
  if (config.jobNice === 0 || !database.url) {
    return createJobRunner({
      ...options,
      database,
      handlers: jobHandlers(config),
      log: app.log,
      inFlight: () => answering.size + (peers.busy() ? 1 : 0),
    });
  }
  const threaded = createThreadedJobRunner(
    {
      ...options,
      url: database.url,
      poolMax: options.slots + 2,
      nice: config.jobNice,
      logLevel: config.logLevel,
      importBatchRows: config.importBatchRows,
    },
    app.log,
  );
  tell = threaded.requests;
  return threaded satisfies JobRunner;
};
