import { describe, expect, it } from 'vitest';
import { REUSE_MAX_BYTES, runInWorker, WorkerFailed } from './run-worker.ts';

// A worker thread that loads TypeScript takes over a second to start here: after a small
// task it is kept for the next (a bank file preview answered in milliseconds, not 1.5 s);
// after a big task, a fault or a limit it ends, and a thread's failure never reaches the
// server.

const probe = new URL('../../test/probe-worker.ts', import.meta.url);
const LIMITS = { maxHeapMb: 64, timeoutMs: 20_000 };
type Id = { threadId: number };

describe('runInWorker', () => {
  it('keeps the thread after a small task and answers the next at once', async () => {
    const first = await runInWorker<Id>(probe, { kind: 'id' }, LIMITS);
    const started = performance.now();
    const second = await runInWorker<Id>(probe, { kind: 'id' }, LIMITS);
    const ms = performance.now() - started;
    expect(second.threadId).toBe(first.threadId);
    console.info(`worker reused: second task answered in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(500);
  });

  it('ends the thread after a task bigger than REUSE_MAX_BYTES', async () => {
    const big = new Uint8Array(REUSE_MAX_BYTES + 1);
    const first = await runInWorker<Id>(probe, { kind: 'id', bytes: big }, LIMITS, [big.buffer]);
    const next = await runInWorker<Id>(probe, { kind: 'id' }, LIMITS);
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('runs two tasks at once on two threads', async () => {
    const [a, b] = await Promise.all([
      runInWorker<Id>(probe, { kind: 'id' }, LIMITS),
      runInWorker<Id>(probe, { kind: 'id' }, LIMITS),
    ]);
    expect(a.threadId).not.toBe(b.threadId);
  });

  it('refuses after a fault, an exit or the heap limit, and the next task gets a new thread', async () => {
    const before = await runInWorker<Id>(probe, { kind: 'id' }, LIMITS);
    await expect(runInWorker(probe, { kind: 'throw' }, LIMITS)).rejects.toMatchObject({
      why: 'error',
    });
    await expect(runInWorker(probe, { kind: 'exit' }, LIMITS)).rejects.toBeInstanceOf(WorkerFailed);
    await expect(runInWorker(probe, { kind: 'fill' }, LIMITS)).rejects.toMatchObject({
      why: 'limit',
    });
    const after = await runInWorker<Id>(probe, { kind: 'id' }, LIMITS);
    expect(after.threadId).not.toBe(before.threadId);
  });
});
