import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createThreadedJobRunner } from './job-thread.ts';

// Issue 29: on PostgreSQL the jobs run in a thread of lower priority, so a month-end's
// billing gives way to the counter's requests; a thread that ends by itself is started
// again, and stopping the server waits for it.

/** The nice value of each thread of this process (field 19 of /proc/…/stat). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

const eventually = async (check: () => boolean, ms = 20_000) => {
  for (const until = Date.now() + ms; !check();) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the job thread on PostgreSQL', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  // Counted against what was there before: files run one after another in a worker process,
  // and an earlier file's server may still be closing.
  const niceThreads = () => threadNices().filter((n) => n === 10).length;

  it('runs the jobs in a thread of nice 10 that ends with the server', async () => {
    const before = niceThreads();
    t = await createTestApp({ JOB_NICE: '10' });
    // The thread loads the server's modules again: seconds on a busy machine.
    expect(await eventually(() => niceThreads() === before + 1, 45_000)).toBe(true);
    await t.close();
    t = null;
    expect(await eventually(() => niceThreads() === before)).toBe(true);
  });

  it('runs them beside the requests with JOB_NICE=0', async () => {
    const before = niceThreads();
    t = await createTestApp({ JOB_NICE: '0' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(niceThreads()).toBe(before);
  });
});

const settings = {
  url: 'postgres://nowhere.invalid/none',
  poolMax: 1,
  nice: 10,
  logLevel: 'error',
  importBatchRows: 500,
  staleAfterMs: 60_000,
  pollMs: 0,
  slots: 1,
  orgLimit: 1,
  sliceMs: 0,
};

/** A runner of a stand-in thread (test/…), and the log objects of lines saying `msg`. */
const standIn = (fixture: string, msg: string) => {
  const heard: unknown[] = [];
  const keep = (obj: unknown, said?: string) => {
    if (said === msg) heard.push(obj);
  };
  const log = { info: keep, error: keep } as unknown as FastifyBaseLogger;
  const runner = createThreadedJobRunner(
    settings,
    log,
    new URL(`../../test/${fixture}`, import.meta.url),
  );
  return { runner, heard };
};

describe('the job thread and the requests', () => {
  it('sees the requests this process and its peers answer, as they change', async () => {
    const { runner, heard } = standIn('job-thread-echo.ts', 'kicked');
    runner.start();
    runner.requests(3, true);
    runner.kick();
    expect(await eventually(() => heard.length === 1)).toBe(true);
    runner.requests(0, false);
    runner.kick();
    expect(await eventually(() => heard.length === 2)).toBe(true);
    // A busy peer counts as one request: the run waits for it as for its own.
    expect(heard).toEqual([{ seen: 4 }, { seen: 0 }]);
    await runner.stop();
  });
});

describe('a job thread that ends by itself', () => {
  it('is started again until the server stops, then stopping returns', async () => {
    const { runner, heard } = standIn('job-thread-exits.ts', 'job thread ended; starting it again');
    runner.start();
    expect(await eventually(() => heard.length >= 2, 15_000)).toBe(true);
    expect(heard[0]).toEqual({ code: 3 });
    await runner.stop();
    expect(runner.running()).toBe(false);
    const after = heard.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(heard.length).toBe(after);
  });
});
