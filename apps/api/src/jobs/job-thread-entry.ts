import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres } from '../db/client.ts';
import { jobHandlers } from '../modules/index.ts';
import { scrubError } from '../plugins/logging.ts';
import { createJobRunner } from './job-runner.ts';
import {
  requestsSeen,
  type JobThreadData,
  type ThreadLog,
  type ToRunner,
} from './job-thread-protocol.ts';

const data = workerData as JobThreadData;
const port = parentPort;
if (!port) throw new Error('job-thread-entry runs in a worker thread');

// Linux keeps a nice value per thread: only this thread yields the CPU to the requests.
try {
  setPriority(0, data.nice);
} catch {
  // a system that refuses it runs the jobs at the server's priority
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

// The server's LOG_LEVEL and below are posted; 'silent' posts nothing.
const posted = new Set<string>(LEVELS.slice(0, LEVELS.indexOf(data.logLevel as Level) + 1));

/** The server's logger answers for this thread: each line is posted to the main thread. */
const threadLogger = (bindings: Record<string, unknown>): FastifyBaseLogger => {
  const send = (level: Level) => (a: unknown, b?: unknown) => {
    if (!posted.has(level)) return;
    const [obj, msg] = typeof a === 'string' ? [{}, a] : [(a ?? {}) as Record<string, unknown>, b];
    const { err, ...rest } = obj as { err?: unknown };
    const line: ThreadLog = {
      type: 'log',
      level,
      // Scrubbed here (its class and database fields are lost in the post), under a key the
      // main logger's own err serializer leaves alone.
      obj: { ...bindings, ...rest, ...(err !== undefined && { error: scrubError(err) }) },
      msg: typeof msg === 'string' ? msg : '',
    };
    port.postMessage(line);
  };
  const logger = {
    level: data.logLevel,
    silent: () => undefined,
    child: (more: Record<string, unknown>) => threadLogger({ ...bindings, ...more }),
    ...Object.fromEntries(LEVELS.map((l) => [l, send(l)])),
  };
  return logger as unknown as FastifyBaseLogger;
};

const log = threadLogger({ thread: 'jobs' });
const database = await openPostgres(data.url, data.poolMax);
const runner = createJobRunner({
  database,
  handlers: jobHandlers({ importBatchRows: data.importBatchRows }),
  log,
  staleAfterMs: data.staleAfterMs,
  pollMs: data.pollMs,
  slots: data.slots,
  orgLimit: data.orgLimit,
  sliceMs: data.sliceMs,
  inFlight: requestsSeen(data.inFlight),
});

port.on('message', (message: ToRunner) => {
  if (message.type === 'kick') runner.kick();
  if (message.type === 'stop') {
    void (async () => {
      await runner.stop();
      await database.close();
      port.close();
    })();
  }
});
runner.start();
