// A worker thread's first module: registers tsx's loader in this thread (the server runs
// TypeScript through tsx, and a worker does not inherit the main thread's hooks), then
// loads the TypeScript entry named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
