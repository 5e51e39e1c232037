// A job thread that answers each kick with the requests it sees (job-thread.test.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { FromRunner, JobThreadData, ToRunner } from '../src/jobs/job-thread-protocol.ts';

const counts = new Int32Array((workerData as JobThreadData).inFlight);
parentPort?.on('message', (m: ToRunner) => {
  if (m.type === 'stop') {
    parentPort?.postMessage({ type: 'stopped' } satisfies FromRunner);
    parentPort?.close();
    return;
  }
  const seen = { own: Atomics.load(counts, 0), peers: Atomics.load(counts, 1) };
  parentPort?.postMessage({
    type: 'log',
    level: 'info',
    obj: seen,
    msg: 'kicked',
  } satisfies FromRunner);
});
