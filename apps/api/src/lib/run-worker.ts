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

const isOutOfMemory = (err: Error) =>
  (err as Error & { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Runs one CPU-heavy task (parsing an uploaded workbook, …) in a fresh worker thread, so
 * the event loop keeps answering meanwhile, and ends the thread after it, so the memory
 * it took comes back. The entry posts exactly one message: its answer.
 */
export const runInWorker = <T>(
  entry: URL,
  data: Record<string, unknown>,
  limits: WorkerLimits,
  transfer: ArrayBuffer[] = [],
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const worker = new Worker(boot, {
      workerData: { ...data, entry: entry.href },
      transferList: transfer,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerFailed('limit', 'worker timed out'))),
      limits.timeoutMs,
    );
    worker.once('message', (message: T) => settle(() => resolve(message)));
    worker.once('error', (err) =>
      settle(() => reject(new WorkerFailed(isOutOfMemory(err) ? 'limit' : 'error', String(err)))),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new WorkerFailed('error', `worker exited with ${code}`))),
    );
  });
