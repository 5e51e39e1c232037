import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillingPreview, JobView } from '@prapa/contracts';
import type { Database } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  asTestApp,
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  roundBills,
  seedRound,
  signIn,
  startServer,
  stopped,
  type Client,
  type SeededRound,
  type Target,
} from '../../../test/server-process.ts';
import { BILLING_BATCH } from './billing-job.ts';

// MONEY.md §1.2 and §1.5 with two real server processes on one PostgreSQL database (as
// behind a load balancer): the same round started on both at once, a re-bill on one
// while the other runs the round, and a process frozen mid-run whose job the other takes
// over before it wakes. Each ends with one non-void bill per connection and the fiscal
// year's numbers 1..N, no gap, no repeat. PGlite is one process by design: skipped there.

const CONNECTIONS = 2_000;

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'billing: two server processes, one database',
  () => {
    let target: Target;
    let database: Database;
    let seeded: SeededRound;
    let serverA: ChildProcess;
    let serverB: ChildProcess;
    let onA: Client;
    let onB: Client;
    /** Bills of the fiscal year before the test's round: the numbers go on from there. */
    let before = 0;

    beforeAll(async () => {
      target = await makeTarget();
      database = await target.open();
      seeded = await seedRound(database, CONNECTIONS, 3);
      const [portA, portB] = [await freePort(), await freePort()];
      // B takes over a running job silent for a second (A keeps the 60 s default).
      [serverA, serverB] = await Promise.all([
        startServer(portA, target.env),
        startServer(portB, { ...target.env, JOB_STALE_SECONDS: '1' }),
      ]);
      [onA, onB] = await Promise.all([
        signIn(portA, ORG_CODE, 'finance', PASSWORD),
        signIn(portB, ORG_CODE, 'finance', PASSWORD),
      ]);
    });

    afterAll(async () => {
      for (const s of [serverA, serverB]) if (s) await stopped(s, 'SIGKILL');
      await database?.close();
      await target?.drop();
    });

    const job = async (on: Client, id: string) => {
      const res = await on.call('GET', `/api/v1/jobs/${id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as JobView;
    };
    const ended = async (on: Client, id: string, timeoutMs = 40_000) => {
      const until = Date.now() + timeoutMs;
      for (let seen = await job(on, id); ; seen = await job(on, id)) {
        if (seen.status === 'succeeded' || seen.status === 'failed') return seen;
        if (Date.now() > until) throw new Error(`job ${id} still ${seen.status} (${seen.phase})`);
        await sleep(50);
      }
    };
    /** Waits until the run has committed a batch and has more to go. */
    const midRun = async (on: Client, id: string) => {
      const until = Date.now() + 30_000;
      for (let seen = await job(on, id); ; seen = await job(on, id)) {
        expect(seen.status, JSON.stringify(seen)).toMatch(/queued|running/);
        if (seen.phase === 'bill' && seen.done >= BILLING_BATCH) {
          expect(seen.done).toBeLessThan(CONNECTIONS);
          return seen;
        }
        if (Date.now() > until) throw new Error(`job ${id} never reached its second batch`);
        await sleep(5);
      }
    };
    const preview = async (round: string) => {
      const res = await onA.call('GET', `/api/v1/service-rounds/${round}/billing/preview`);
      expect(res.status).toBe(200);
      const p = res.body.data as BillingPreview;
      expect(p).toMatchObject({ bills: CONNECTIONS, alreadyBilled: 0, skipped: [] });
      return p;
    };
    const start = async (on: Client, round: string, key?: string) => {
      const res = await on.call(
        'POST',
        `/api/v1/service-rounds/${round}/billing`,
        undefined,
        key ? { 'idempotency-key': key } : {},
      );
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      return (res.body.data as JobView).id;
    };

    /** One non-void bill per connection of the round, `revoked` void ones; numbers 1..N. */
    const expectBilledOnce = async (round: string, total: number, revoked = 0) => {
      const seen = await roundBills(database, seeded.orgId, round);
      expect(seen.perUser.map((u) => u.id).sort()).toEqual([...seeded.users].sort());
      expect(seen.perUser.filter((u) => u.live !== 1 || u.voided > 1)).toEqual([]);
      expect(seen.round).toEqual({
        bills: CONNECTIONS + revoked,
        live: CONNECTIONS,
        total,
        status: 'billed',
      });
      const bills = before + CONNECTIONS + revoked;
      expect(seen.year).toEqual({ bills, first: 1, last: bills, seqs: bills, counter: bills });
      await expectLedgerBalanced(asTestApp(database), seeded.orgId);
      before = bills;
    };

    it('starts one run when both processes are asked at the same moment', async () => {
      const round = seeded.rounds[0] ?? '';
      const planned = await preview(round);
      // Each process asked twice at once, plainly and with one Idempotency-Key.
      const ids = await Promise.all([
        start(onA, round),
        start(onB, round),
        start(onA, round, 'same-click'),
        start(onB, round, 'same-click'),
      ]);
      expect(new Set(ids).size).toBe(1);
      const run = await ended(onB, ids[0] ?? '');
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      expect(run.result).toMatchObject({
        bills: CONNECTIONS,
        total: planned.total,
        alreadyBilled: 0,
      });

      // Asked again on both at once: whatever runs bills nothing.
      const again = await Promise.all([start(onA, round), start(onB, round)]);
      for (const id of new Set(again)) {
        expect((await ended(onA, id)).result).toMatchObject({
          bills: 0,
          alreadyBilled: CONNECTIONS,
        });
      }
      await expectBilledOnce(round, planned.total);
    });

    it('re-bills connections on one process while the other bills the round', async () => {
      const round = seeded.rounds[1] ?? '';
      const planned = await preview(round);
      const jobId = await start(onA, round);
      await midRun(onB, jobId);

      // While the run goes on, void and re-bill one of its bills after another on B.
      const rebilled: { voided: Bill; replacement: Bill }[] = [];
      for (let seen = await job(onB, jobId); seen.status === 'running' && rebilled.length < 20;) {
        const [pick] = rowsOf(
          await withSystem(database.db, (tx) =>
            tx.execute(sql`
            select id from bills where org_id = ${seeded.orgId} and round_id = ${round}
              and status <> 'void' and replaces_id is null
            order by seq desc limit 1`),
          ),
        );
        const res = await onB.call('POST', `/api/v1/bills/${String(pick?.id)}/void`, {
          reason: 'พิมพ์ชื่อผิด ออกใบใหม่',
          rebill: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const out = res.body.data as { voided: Bill; replacement: Bill | null };
        expect(out.replacement).not.toBeNull();
        if (out.replacement) rebilled.push({ voided: out.voided, replacement: out.replacement });
        seen = await job(onB, jobId);
      }
      const run = await ended(onA, jobId);
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      expect(rebilled.length).toBeGreaterThan(0);
      for (const { voided, replacement } of rebilled) {
        expect(voided.status).toBe('void');
        expect(replacement).toMatchObject({
          replacesId: voided.id,
          waterUserId: voided.waterUserId,
          total: voided.total,
          status: 'issued',
        });
      }
      // The re-bills took numbers between the run's batches, not only after it.
      const [order] = rowsOf(
        await withSystem(database.db, (tx) =>
          tx.execute(sql`
          select (select min(seq) from bills where org_id = ${seeded.orgId}
                    and round_id = ${round} and replaces_id is not null)::int as first_rebill,
                 (select max(seq) from bills where org_id = ${seeded.orgId}
                    and job_id = ${jobId})::int as last_of_run`),
        ),
      );
      expect(Number(order?.first_rebill)).toBeLessThan(Number(order?.last_of_run));
      // The same readings priced again: the round's total is what the preview said.
      await expectBilledOnce(round, planned.total, rebilled.length);
    });

    it('survives a frozen process waking up after the other took over its run', async () => {
      const round = seeded.rounds[2] ?? '';
      const planned = await preview(round);
      const jobId = await start(onA, round);
      await midRun(onB, jobId);

      // A stops dead (SIGSTOP: its connections, locks and loop frozen); B, finding the job
      // silent past its stale limit, claims it. If A froze holding the job's row (the last
      // instant of a batch), B cannot claim it: let A go a moment and freeze it again.
      let taken = false;
      for (let tries = 0; !taken && tries < 5; tries++) {
        serverA.kill('SIGSTOP');
        for (const until = Date.now() + 8_000; Date.now() < until; await sleep(100)) {
          const seen = await job(onB, jobId);
          if (seen.attempts >= 2) {
            taken = true;
            break;
          }
          if (seen.status !== 'running') break;
        }
        if (!taken) {
          serverA.kill('SIGCONT');
          await sleep(20);
        }
      }
      expect(taken, 'B never took the run over from a frozen A').toBe(true);
      // A wakes and goes on with its batches while B runs the same job.
      serverA.kill('SIGCONT');
      const run = await ended(onB, jobId);
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      // A's loop ends at its next batch; what it had in hand commits first.
      await stopped(serverA, 'SIGTERM');
      await expectBilledOnce(round, planned.total);
      const [owners] = rowsOf(
        await withSystem(database.db, (tx) =>
          tx.execute(sql`
          select count(distinct job_id)::int as jobs from bills
          where org_id = ${seeded.orgId} and round_id = ${round}`),
        ),
      );
      expect(owners?.jobs).toBe(1);
    });
  },
);
