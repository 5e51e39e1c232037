import { Worker } from 'node:worker_threads';

const boot = new URL('./worker-boot.mjs', import.meta.url);

export type WorkerLimits = {
  /** The worker's JS heap; past it the worker dies, not the server. */
  maxHeapMb: number;
  /** Wall-clock limit; the worker is terminated past it. */
  timeoutMs: number;
};

/**
 * The worker ended without answering: `limit` when it passed its heap or its time (the
 * input was too heavy), `error` for a fault of ours (a module that fails to load).
 */
export class WorkerFailed extends Error {
  readonly why: 'limit' | 'error';
  constructor(why: 'limit' | 'error', message: string) {
    super(message);
    this.why = why;
  }
}

/**
 * A thread is kept for the next task only after a small one (a bank file of a few
 * thousand payments, a short sheet): what a big file made the thread hold comes back to
 * the system when the thread ends. A kept thread ends after a minute unused.
 */
export const REUSE_MAX_BYTES = 1024 * 1024;
const IDLE_MS = 60_000;

const isOutOfMemory = (err: Error) =>
  (err as Error & { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

type Idle = { worker: Worker; timer: NodeJS.Timeout };

/** One loaded, unused thread at most for each entry and heap size. */
const idle = new Map<string, Idle>();

const keyOf = (entry: URL, limits: WorkerLimits) => `${entry.href} ${limits.maxHeapMb}`;

const takeIdle = (key: string) => {
  const found = idle.get(key);
  if (!found) return null;
  idle.delete(key);
  clearTimeout(found.timer);
  found.worker.ref();
  return found.worker;
};

const putIdle = (key: string, worker: Worker) => {
  if (idle.has(key)) {
    void worker.terminate();
    return;
  }
  // An unused thread never keeps the process alive, and ends by itself.
  worker.unref();
  const timer = setTimeout(() => {
    if (idle.get(key)?.worker === worker) idle.delete(key);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.set(key, { worker, timer });
};

const start = (key: string, limits: WorkerLimits, entry: URL) => {
  const worker = new Worker(boot, {
    workerData: { entry: entry.href },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
  });
  // A kept thread that fails or ends while unused is forgotten, never thrown at the server.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    const found = idle.get(key);
    if (found?.worker === worker) {
      clearTimeout(found.timer);
      idle.delete(key);
    }
  });
  return worker;
};

/**
 * Runs one CPU-heavy task (parsing an uploaded workbook, …) in a worker thread, so the
 * event loop keeps answering meanwhile. Starting a thread that loads TypeScript and the
 * parsers costs over a second here, so after a small task the thread is kept for the
 * next (REUSE_MAX_BYTES); after a big one, a limit or a fault it ends, and the memory it
 * took comes back. The entry exports `handle`, which answers one task.
 */
export const runInWorker = <T>(
  entry: URL,
  data: Record<string, unknown>,
  limits: WorkerLimits,
  transfer: ArrayBuffer[] = [],
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const key = keyOf(entry, limits);
    const worker = takeIdle(key) ?? start(key, limits, entry);
    const small = transfer.reduce((n, b) => n + b.byteLength, 0) <= REUSE_MAX_BYTES;
    let settled = false;
    const onMessage = (message: T) =>
      settle(true, () => {
        resolve(message);
      });
    const onError = (err: Error) =>
      settle(false, () => {
        reject(new WorkerFailed(isOutOfMemory(err) ? 'limit' : 'error', String(err)));
      });
    const onExit = (code: number) =>
      settle(false, () => {
        reject(new WorkerFailed('error', `worker exited with ${code}`));
      });
    const settle = (answered: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      fn();
      if (answered && small) putIdle(key, worker);
      else void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(false, () => {
          reject(new WorkerFailed('limit', 'worker timed out'));
        }),
      limits.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(data, transfer);
  });
