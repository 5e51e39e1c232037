import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from './job-runner.ts';
import {
  requestsTeller,
  type FromRunner,
  type JobThreadData,
  type ToRunner,
} from './job-thread-protocol.ts';

const boot = new URL('../lib/worker-boot.mjs', import.meta.url);
const threadEntry = new URL('./job-thread-entry.ts', import.meta.url);

/** A thread that ended by itself is started again after this long (its jobs resume). */
const RESTART_MS = 1_000;

export type ThreadedJobRunner = JobRunner & {
  /** Requests this process answers now, and whether another process answers some. */
  requests: (own: number, peersBusy: boolean) => void;
};

/**
 * The job runner in a worker thread of lower priority (PostgreSQL, issue 29): a billing
 * run's JavaScript (pricing, snapshots, 500 rows of JSON a batch: about a third of the
 * server processes' CPU at the national bench's month-end) ran at the priority of the
 * counter's requests. Linux keeps a nice value per thread, so now the requests' work goes
 * first whenever both want a core, and the run takes what is left. The thread has its
 * own pool; it loads the server's modules again (about 3 s, 50–100 MB).
 */
export const createThreadedJobRunner = (
  settings: Omit<JobThreadData, 'inFlight'>,
  log: FastifyBaseLogger,
  entry: URL = threadEntry,
): ThreadedJobRunner => {
  const inFlight = new SharedArrayBuffer(8);
  let worker: Worker | null = null;
  let stopped = true;
  let restart: NodeJS.Timeout | undefined;
  const send = (message: ToRunner) => worker?.postMessage(message);

  const spawn = () => {
    const data: JobThreadData & { entry: string } = { ...settings, inFlight, entry: entry.href };
    const w = new Worker(boot, { workerData: data });
    w.on('message', (m: FromRunner) => {
      if (m.type === 'log') log[m.level](m.obj, m.msg);
    });
    w.on('error', (err) => log.error({ err }, 'job thread failed'));
    w.once('exit', (code) => {
      if (worker === w) worker = null;
      if (stopped) return;
      // Its jobs stay `running` until their heartbeat is stale; the new thread (or another
      // process) takes them over then, from their last committed batch.
      log.error({ code }, 'job thread ended; starting it again');
      restart = setTimeout(() => {
        if (!stopped) spawn();
      }, RESTART_MS);
    });
    worker = w;
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      spawn();
    },
    kick: () => send({ type: 'kick' }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(restart);
      const w = worker;
      if (!w) return;
      await new Promise<void>((resolve) => {
        w.once('exit', () => resolve());
        w.postMessage({ type: 'stop' } satisfies ToRunner);
      });
    },
    running: () => !stopped,
    requests: requestsTeller(inFlight),
  };
};
