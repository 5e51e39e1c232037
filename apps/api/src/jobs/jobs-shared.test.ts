import type { ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '@prapa/contracts';
import type { Database } from '../db/client.ts';
import { expectLedgerBalanced } from '../../test/ledger.ts';
import {
  asTestApp,
  freePort,
  makeTarget,
  PASSWORD,
  roundBills,
  seedRound,
  signIn,
  startServer,
  stopped,
  type Client,
  type SeededRound,
  type Target,
} from '../../test/server-process.ts';

// Issue 29: several server processes on one PostgreSQL share the organisations' jobs.
// A large organisation's billing run does not keep the small ones waiting for its end
// (round-robin by organisation, one running job per organisation, a run steps back after
// its slice when another organisation waits); and when the process running a job is
// killed, the other takes the job over and finishes it: one bill per connection, numbers
// with no gap, the ledger balanced. PGlite is one process by design: skipped there.

const BIG = 6_000;
const SMALL = 150;
const SMALL_ORGS = 6;

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs shared by two server processes', () => {
  let target: Target;
  let database: Database;
  let big: SeededRound;
  let small: SeededRound[];
  const servers = new Map<number, ChildProcess>();
  let onBig: Client;
  let onSmall: Client[];

  beforeAll(async () => {
    target = await makeTarget();
    database = await target.open();
    big = await seedRound(database, BIG, 2, 0, 'BIGORG');
    small = [];
    for (let i = 1; i <= SMALL_ORGS; i++) {
      small.push(await seedRound(database, SMALL, 1, 0, `SMALL${i}`));
    }
    const env = {
      ...target.env,
      JOB_SLOTS: '1',
      JOB_SLICE_SECONDS: '1',
      JOB_STALE_SECONDS: '2',
    };
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(ports.map((port) => startServer(port, env)));
    for (const child of started) servers.set(child.pid ?? 0, child);
    const port = ports[0] ?? 0;
    onBig = await signIn(port, 'BIGORG', 'finance', PASSWORD);
    onSmall = await Promise.all(
      small.map((_, i) => signIn(ports[i % 2] ?? port, `SMALL${i + 1}`, 'finance', PASSWORD)),
    );
  }, 120_000);

  afterAll(async () => {
    for (const child of servers.values()) await stopped(child, 'SIGKILL');
    await database?.close();
    await target?.drop();
  });

  const bill = async (on: Client, round: string) => {
    const res = await on.call('POST', `/api/v1/service-rounds/${round}/billing`);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return (res.body.data as JobView).id;
  };
  const jobRow = async (id: string) => {
    const [row] = rowsOf(
      await database.db.execute(sql`
        select status, claimed_by, slices, attempts, created_at, started_at, finished_at
        from jobs where id = ${id}`),
    );
    return row ?? {};
  };
  const ended = async (id: string, timeoutMs = 90_000) => {
    const until = Date.now() + timeoutMs;
    for (let row = await jobRow(id); ; row = await jobRow(id)) {
      if (row.status === 'succeeded' || row.status === 'failed') return row;
      if (Date.now() > until) throw new Error(`job ${id} still ${String(row.status)}`);
      await sleep(100);
    }
  };
  const pidOf = (claimedBy: unknown) => Number(String(claimedBy).split(':').at(-1));
  const expectBilledOnce = async (seeded: SeededRound, round: string, connections: number) => {
    const seen = await roundBills(database, seeded.orgId, round);
    expect(seen.perUser.filter((u) => u.live !== 1 || u.voided > 0)).toEqual([]);
    expect(seen.round).toMatchObject({ bills: connections, live: connections, status: 'billed' });
    expect(seen.year).toMatchObject({ first: 1, last: seen.year.bills, seqs: seen.year.bills });
    await expectLedgerBalanced(asTestApp(database), seeded.orgId);
  };

  it('starts the small organisations while the large one bills, on both processes', async () => {
    const bigJob = await bill(onBig, big.rounds[0] ?? '');
    await sleep(300);
    const smallJobs = await Promise.all(small.map((s, i) => bill(onSmall[i] as Client, s.roundId)));
    const bigRow = await ended(bigJob);
    expect(bigRow.status).toBe('succeeded');
    const smallRows = await Promise.all(smallJobs.map((id) => ended(id)));
    for (const row of smallRows) expect(row.status).toBe('succeeded');
    // Every small run started before the large one ended: none waited for its end.
    const bigEnd = new Date(String(bigRow.finished_at)).getTime();
    for (const row of smallRows) {
      expect(new Date(String(row.started_at)).getTime()).toBeLessThan(bigEnd);
    }
    // Both processes ran work, and each names itself.
    const runners = new Set([bigRow, ...smallRows].map((r) => pidOf(r.claimed_by)));
    expect([...runners].sort()).toEqual([...servers.keys()].sort());
    for (const row of [bigRow, ...smallRows]) {
      expect(String(row.claimed_by)).toMatch(new RegExp(`^${hostname()}:\\d+$`));
    }
    await expectBilledOnce(big, big.rounds[0] ?? '', BIG);
    for (const s of small) await expectBilledOnce(s, s.roundId, SMALL);
  }, 180_000);

  it('finishes a run on the other process when the one running it is killed', async () => {
    const round = big.rounds[1] ?? '';
    const id = await bill(onBig, round);
    let running: Row = {};
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(20)) {
      running = await jobRow(id);
      const [progress] = rowsOf(
        await database.db.execute(sql`
        select phase, done from jobs where id = ${id}`),
      );
      if (running.status === 'running' && progress?.phase === 'bill' && Number(progress.done) > 0)
        break;
    }
    expect(running.status).toBe('running');
    const victim = pidOf(running.claimed_by);
    const child = servers.get(victim);
    expect(child, `claimed by ${String(running.claimed_by)}`).toBeDefined();
    await stopped(child as ChildProcess, 'SIGKILL');
    servers.delete(victim);
    const killedAt = Date.now();
    const done = await ended(id, 60_000);
    expect(done.status).toBe('succeeded');
    const survivor = [...servers.keys()][0];
    expect(pidOf(done.claimed_by)).toBe(survivor);
    expect(Number(done.attempts)).toBeGreaterThan(1);
    // Stale after 2 s, found by the survivor's poll (5 s), then the rest billed.
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    await expectBilledOnce(big, round, BIG);
  }, 120_000);
});
