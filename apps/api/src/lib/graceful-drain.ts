import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { exitWith } from './worker-exit.ts';

export type DrainOptions = {
  app: FastifyInstance;
  database: Database;
  /** Releases the data directory's lock (PGlite), last, once the database is closed. */
  release: () => void;
  /** How long requests in flight may take to finish before their connections are cut. */
  requestGraceMs?: number;
};

/**
 * A cluster worker (WORKERS=N, scripts/supervise-cluster.mjs) shares the terminal's
 * process group: a Ctrl-C reaches it and its supervisor, which forwards a SIGTERM. It
 * leaves SIGINT to the supervisor, or the forwarded signal would be a second one.
 */
const sigintFromSupervisor = process.env.PRAPA_SIGINT_FROM_SUPERVISOR === '1';
const ignore = () => {};

/** A stop signal that came while the server was starting, kept for drainOnSignals. */
let held: string | null = null;
const holdTerm = () => hold('SIGTERM');
const holdInt = () => hold('SIGINT');
const holdGone = () => hold('supervisor gone');
const hold = (signal: string) => {
  if (held) exitWith(1, `${signal} again while starting: stopped at once`);
  held = signal;
};

/**
 * From the first line of the start: a stop signal waits for the start to finish, then
 * drains. Killed mid-way, a first start would leave a half-made database (initdb,
 * migrations); the supervisor's hard timeout still bounds the wait.
 */
export const holdSignalsWhileStarting = () => {
  process.on('SIGTERM', holdTerm);
  process.on('SIGINT', sigintFromSupervisor ? ignore : holdInt);
  if (process.connected) process.once('disconnect', holdGone);
};

/**
 * SIGTERM / SIGINT (or the supervisor gone) drain the server: readiness turns 503 at once,
 * the job runner finishes its batch and stops (the job stays `running` and resumes at the
 * next start), the listener closes and the requests in flight finish, then the database
 * closes, the lock goes and the process exits 0. A second signal ends it at once (1).
 */
export const drainOnSignals = ({
  app,
  database,
  release,
  requestGraceMs = 20_000,
}: DrainOptions) => {
  let draining = false;

  const drain = async (why: string) => {
    const started = Date.now();
    app.lifecycle.draining = true;
    app.log.info({ why }, 'draining: finishing the job batch and the requests in flight');
    await app.jobs.stop();
    const cut = setTimeout(() => {
      app.log.warn({ requestGraceMs }, 'requests still running after the grace period: cut');
      app.server.closeAllConnections();
    }, requestGraceMs);
    cut.unref();
    await app.close();
    clearTimeout(cut);
    await database.close();
    release();
    app.log.info({ ms: Date.now() - started }, 'drained');
    process.exit(0);
  };

  const onSignal = (why: string) => {
    if (draining) exitWith(1, `${why} while draining: stopped without finishing`);
    draining = true;
    drain(why).catch((err: unknown) => exitWith(1, err));
  };

  // Tells the supervisor that this process serves: it then loads its next standby, out of
  // the way of this start.
  app.addHook('onListen', async () => {
    if (held) setImmediate(() => onSignal(held ?? 'SIGTERM'));
    else process.send?.('serving');
  });
  process.off('SIGTERM', holdTerm);
  process.off('SIGINT', holdInt);
  process.off('SIGINT', ignore);
  process.off('disconnect', holdGone);
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', sigintFromSupervisor ? ignore : () => onSignal('SIGINT'));
  // Started by scripts/supervise.mjs: its IPC channel closes when the supervisor dies
  // (even by SIGKILL); the server then drains instead of running on unsupervised.
  if (process.connected) process.once('disconnect', () => onSignal('supervisor gone'));
};
