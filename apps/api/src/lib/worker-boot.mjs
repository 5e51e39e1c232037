// A worker thread's first module: registers tsx's loader in this thread (the server runs
// TypeScript through tsx, and a worker does not inherit the main thread's hooks), loads
// the TypeScript entry named in workerData, then answers each task posted to it with the
// entry's `handle` (run-worker.ts posts one at a time and may reuse the thread). An entry
// without `handle` (the job thread, jobs/job-thread-entry.ts) runs by itself.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { handle } = await import(workerData.entry);
if (handle) {
  parentPort?.on('message', async (task) => {
    parentPort?.postMessage(await handle(task));
  });
}
