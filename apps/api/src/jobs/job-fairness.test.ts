import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type TestOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withSystem, withTenant } from '../db/tenant.ts';
import {
  createJobRunner,
  YIELD_AFTER_MS,
  YIELD_MAX_MS,
  type JobRunnerOptions,
} from './job-runner.ts';
import type { JobHandler } from './job-types.ts';
import { insertJob } from './jobs.repo.ts';

// Issue 29: the runner shares its work between organisations. It takes the organisation
// served longest ago first (round-robin), runs at most `orgLimit` jobs of one organisation
// at once, and a run that resumes where it stopped steps back after its slice when another
// organisation waits, then goes on from its last committed batch.

let t: TestApp;
let orgs: TestOrg[];

beforeAll(async () => {
  t = await createTestApp();
  // The app's own runner would take these jobs too: only the runners made here run.
  await t.app.jobs.stop();
  orgs = [];
  for (const name of ['ก', 'ข', 'ค']) orgs.push(await createOrg(t, `ประปา ${name}`));
});
afterAll(() => t.close());

type Event = { job: string; what: 'start' | 'batch' | 'end'; n?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler of `batches` short batches; its state says how far it got, so it resumes. */
const counting = (events: Event[], batches: number, resumes: boolean): JobHandler => ({
  resumes: resumes ? ['work'] : [],
  run: async (ctx) => {
    const input = ctx.job.input as { label?: string; batches?: number };
    const label = String(input.label);
    const total = input.batches ?? batches;
    const from = (ctx.job.state as { next?: number }).next ?? 0;
    events.push({ job: label, what: 'start', n: from });
    for (let n = from; n < total; n++) {
      // Logged inside the batch: a run that steps back does so after a committed batch.
      await ctx.batch(
        async () => {
          await sleep(15);
          events.push({ job: label, what: 'batch', n });
        },
        { phase: 'work', done: n + 1, total, state: { next: n + 1 } },
      );
    }
    await ctx.finish(async () => ({ label }));
    events.push({ job: label, what: 'end' });
  },
});

const queue = async (org: TestOrg, label: string, batches?: number, size?: number) => {
  const job = await withTenant(t.database.db, org.id, (tx) =>
    insertJob(tx, org.id, {
      kind: 'billing-run',
      key: `fair:${label}`,
      input: { label, ...(batches ? { batches } : {}), ...(size ? { size } : {}) },
      idempotencyKey: null,
      createdBy: null,
    }),
  );
  if (!job) throw new Error('not queued');
  // Queued in this order, a millisecond apart, whatever the clock's resolution.
  await sleep(2);
  return job.id;
};

const succeeded = async (ids: string[]) => {
  for (const until = Date.now() + 20_000; ; await sleep(20)) {
    const rows = await withSystem(t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from jobs
        where id in ${sql.raw(`('${ids.join("','")}')`)} and status = 'succeeded'`),
    );
    if (Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n) === ids.length) return;
    if (Date.now() > until) throw new Error('jobs did not all end');
  }
};

const runnerWith = (handler: JobHandler, opts: Partial<JobRunnerOptions>) =>
  createJobRunner({
    database: t.database,
    handlers: { 'billing-run': handler },
    log: t.app.log,
    staleAfterMs: 60_000,
    pollMs: 0,
    ...opts,
  });

const runAll = async (handler: JobHandler, opts: Partial<JobRunnerOptions>, ids: string[]) => {
  const runner = runnerWith(handler, opts);
  runner.start();
  await succeeded(ids);
  await runner.stop();
};

const slicesOf = async (id: string) => {
  const rows = await withSystem(t.database.db, (tx) =>
    tx.execute(sql`select slices, attempts from jobs where id = ${id}`),
  );
  return (rows as unknown as { rows: { slices: number; attempts: number }[] }).rows[0];
};

describe('the job runner shares work between organisations', () => {
  it('starts the organisation served longest ago first, round-robin', async () => {
    const [a, b, c] = orgs as [TestOrg, TestOrg, TestOrg];
    const events: Event[] = [];
    // Organisation ก queued three jobs before ข and ค queued one each.
    const ids = [
      await queue(a, 'a1'),
      await queue(a, 'a2'),
      await queue(a, 'a3'),
      await queue(b, 'b1'),
      await queue(c, 'c1'),
    ];
    await runAll(counting(events, 1, false), { slots: 1 }, ids);
    const starts = events.filter((e) => e.what === 'start').map((e) => e.job);
    expect(starts).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('starts the smaller of the jobs not started yet first (a village before a town)', async () => {
    const [a, b, c] = orgs as [TestOrg, TestOrg, TestOrg];
    const events: Event[] = [];
    const ids = [
      await queue(a, 'town', 1, 20_000),
      await queue(b, 'village', 1, 200),
      await queue(c, 'district', 1, 5_000),
    ];
    await runAll(counting(events, 1, false), { slots: 1 }, ids);
    const starts = events.filter((e) => e.what === 'start').map((e) => e.job);
    expect(starts).toEqual(['village', 'district', 'town']);
  });

  it('runs one job of an organisation at a time, another organisation beside it', async () => {
    const [a, b] = orgs as [TestOrg, TestOrg];
    const events: Event[] = [];
    const ids = [await queue(a, 'a4'), await queue(a, 'a5'), await queue(b, 'b2')];
    await runAll(counting(events, 4, false), { slots: 2, orgLimit: 1 }, ids);
    const order = events.filter((e) => e.what !== 'batch').map((e) => `${e.job}:${e.what}`);
    // a5 starts only after a4 ended; b2 ran beside a4.
    expect(order.indexOf('a5:start')).toBeGreaterThan(order.indexOf('a4:end'));
    expect(order.indexOf('b2:start')).toBeLessThan(order.indexOf('a4:end'));
  });

  it('steps a long run back for a waiting organisation and resumes it where it was', async () => {
    const [a, b] = orgs as [TestOrg, TestOrg];
    const events: Event[] = [];
    const long = await queue(a, 'long');
    const runner = runnerWith(counting(events, 30, true), { slots: 1, sliceMs: 100 });
    runner.start();
    while (!events.some((e) => e.job === 'long' && e.what === 'batch')) await sleep(5);
    const short = await queue(b, 'short', 2);
    runner.kick();
    await succeeded([long, short]);
    await runner.stop();
    const order = events.filter((e) => e.what !== 'batch').map((e) => `${e.job}:${e.what}`);
    expect(order.slice(0, 2)).toEqual(['long:start', 'short:start']);
    expect(order.indexOf('short:end')).toBeLessThan(order.indexOf('long:end'));
    // Every batch of the long run ran once: it went on from its state, not from the start.
    const batches = events.filter((e) => e.job === 'long' && e.what === 'batch').map((e) => e.n);
    expect(batches).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await slicesOf(long))?.slices).toBeGreaterThan(1);
  });

  it('counts a slice from the phase that resumes: what a turn does again is not cut short', async () => {
    const [a, b] = orgs as [TestOrg, TestOrg];
    const events: Event[] = [];
    // Ten batches of reading (done again at every turn), then ten of work that resumes.
    const handler: JobHandler = {
      resumes: ['work'],
      run: async (ctx) => {
        const label = String((ctx.job.input as { label?: string }).label);
        const from = (ctx.job.state as { next?: number }).next ?? 0;
        events.push({ job: label, what: 'start', n: from });
        for (let n = 0; n < 10; n++) {
          await ctx.batch(() => sleep(15), { phase: 'read', done: n, total: 10 });
        }
        for (let n = from; n < 10; n++) {
          await ctx.batch(
            async () => {
              await sleep(15);
              events.push({ job: label, what: 'batch', n });
            },
            { phase: 'work', done: n + 1, total: 10, state: { next: n + 1 } },
          );
        }
        await ctx.finish(async () => ({ label }));
        events.push({ job: label, what: 'end' });
      },
    };
    const ids = [await queue(a, 'reads'), await queue(b, 'waits')];
    await runAll(handler, { slots: 1, sliceMs: 60 }, ids);
    // Every turn of `reads` did some work after its reading: no turn was only reading.
    const reads = events.filter((e) => e.job === 'reads');
    const turns = reads.filter((e) => e.what === 'start').length;
    const worked = reads.filter((e) => e.what === 'batch').map((e) => e.n);
    expect(worked).toEqual(Array.from({ length: 10 }, (_, n) => n));
    expect(turns).toBeLessThanOrEqual(worked.length);
    for (let i = 0; i < reads.length - 1; i++) {
      if (reads[i]?.what === 'start') expect(reads[i + 1]?.what).not.toBe('start');
    }
  });

  it('never steps back a run that would start over', async () => {
    // ค was served longest ago (the first test): its run goes first.
    const [a, , c] = orgs as [TestOrg, TestOrg, TestOrg];
    const events: Event[] = [];
    const ids = [await queue(c, 'whole'), await queue(a, 'after')];
    await runAll(counting(events, 12, false), { slots: 1, sliceMs: 20 }, ids);
    const order = events.filter((e) => e.what !== 'batch').map((e) => `${e.job}:${e.what}`);
    expect(order).toEqual(['whole:start', 'whole:end', 'after:start', 'after:end']);
    expect((await slicesOf(ids[0] ?? ''))?.slices).toBe(1);
  });

  it('lets its process answer requests before a long run goes on, never for long', async () => {
    const [a, b, c] = orgs as [TestOrg, TestOrg, TestOrg];
    const timed = async (org: TestOrg, label: string, batches: number, answering: number) => {
      const id = await queue(org, label, batches);
      const started = Date.now();
      await runAll(counting([], batches, false), { slots: 1, inFlight: () => answering }, [id]);
      return Date.now() - started;
    };
    // 80 batches of 15 ms: past YIELD_AFTER_MS each batch waits YIELD_MAX_MS while the
    // process is always answering, then goes anyway.
    const long = 80;
    const idle = await timed(a, 'idle', long, 0);
    const busy = await timed(b, 'busy', long, 1);
    expect(idle).toBeGreaterThan(YIELD_AFTER_MS);
    expect(busy - idle).toBeGreaterThanOrEqual(5 * YIELD_MAX_MS);
    // A short run (a village's billing) does not wait at all (four waits would be 160 ms).
    const shortIdle = await timed(c, 'short idle', 4, 0);
    const shortBusy = await timed(c, 'short busy', 4, 1);
    expect(shortBusy - shortIdle).toBeLessThan(2 * YIELD_MAX_MS);
  });
});
