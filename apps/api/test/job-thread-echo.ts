// A job thread that answers each kick with the requests it sees, read as the real one's
// runner reads them (job-thread.test.ts).
import { parentPort, workerData } from 'node:worker_threads';
import {
  requestsSeen,
  type FromRunner,
  type JobThreadData,
  type ToRunner,
} from '../src/jobs/job-thread-protocol.ts';

const seen = requestsSeen((workerData as JobThreadData).inFlight);
parentPort?.on('message', (m: ToRunner) => {
  if (m.type === 'stop') {
    parentPort?.close();
    return;
  }
  const line: FromRunner = { type: 'log', level: 'info', obj: { seen: seen() }, msg: 'kicked' };
  parentPort?.postMessage(line);
});
