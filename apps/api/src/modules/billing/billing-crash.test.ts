import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { BillingPreview, JobView } from '@prapa/contracts';
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
  withDatabase,
  type Client,
  type Target,
} from '../../../test/server-process.ts';
import { BILLING_BATCH } from './billing-job.ts';

// MONEY.md §1.2 and §1.5 with the real server: billing a round of several batches, killed
// with SIGKILL after some batches committed; the restarted server resumes the job and
// bills only what is missing. Every connection ends with exactly one bill, numbered
// 1..N without a gap or a repeat, and the round's total is what the preview said.

const CONNECTIONS = 2_000;

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('billing: killed mid-run', () => {
  it('resumes after kill -9 and bills every connection exactly once, gaplessly', async () => {
    target = await makeTarget();
    // PostgreSQL: a running job silent for a second belongs to a dead process.
    const env = { ...target.env, JOB_STALE_SECONDS: '1' };
    const { orgId, roundId, users } = await withDatabase(target, (d) => seedRound(d, CONNECTIONS));
    const port = await freePort();
    let server = await startServer(port, env);
    children.push(server);
    let finance: Client = await signIn(port, ORG_CODE, 'finance', PASSWORD);

    const preview = await finance.call('GET', `/api/v1/service-rounds/${roundId}/billing/preview`);
    expect(preview.status).toBe(200);
    const planned = preview.body.data as BillingPreview;
    expect(planned).toMatchObject({ bills: CONNECTIONS, alreadyBilled: 0, skipped: [] });

    const start = await finance.call('POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const jobId = (start.body.data as JobView).id;
    const job = async () =>
      (await finance.call('GET', `/api/v1/jobs/${jobId}`)).body.data as JobView;

    // Some batches committed, not all: then the process dies outright.
    let seen = await job();
    while (!(seen.phase === 'bill' && seen.done >= BILLING_BATCH)) {
      expect(seen.status, JSON.stringify(seen)).toMatch(/queued|running/);
      await sleep(5);
      seen = await job();
    }
    await stopped(server, 'SIGKILL');
    expect(seen.done).toBeLessThan(CONNECTIONS);

    // What survived: whole batches only, each with its numbers, none twice.
    const afterKill = await withDatabase(target, (d) => roundBills(d, orgId, roundId));
    expect(afterKill.round.bills).toBeGreaterThanOrEqual(seen.done);
    expect(afterKill.round.bills).toBeLessThan(CONNECTIONS);
    expect(afterKill.round.bills % BILLING_BATCH).toBe(0);
    expect(afterKill.round.status).toBe('reading');
    expect(afterKill.year).toEqual({
      bills: afterKill.round.bills,
      first: 1,
      last: afterKill.round.bills,
      seqs: afterKill.round.bills,
      counter: afterKill.round.bills,
    });
    expect(afterKill.perUser.filter((u) => u.live > 1)).toEqual([]);

    server = await startServer(port, env);
    children.push(server);
    finance = await signIn(port, ORG_CODE, 'finance', PASSWORD);
    let finished = await job();
    for (
      const until = Date.now() + 45_000;
      finished.status === 'running' || finished.status === 'queued';
      finished = await job()
    ) {
      if (Date.now() > until) throw new Error(`the resumed job did not finish: ${finished.phase}`);
      await sleep(50);
    }
    expect(finished.status, JSON.stringify(finished.error)).toBe('succeeded');
    expect(finished.attempts).toBe(2);
    // The summary counts every bill the job made, before and after the kill.
    expect(finished.result).toMatchObject({
      bills: CONNECTIONS,
      total: planned.total,
      alreadyBilled: 0,
    });

    // A run started again finds nothing to bill.
    const again = await finance.call('POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(again.status).toBe(202);
    const againId = (again.body.data as JobView).id;
    let second = (await finance.call('GET', `/api/v1/jobs/${againId}`)).body.data as JobView;
    while (second.status === 'queued' || second.status === 'running') {
      await sleep(50);
      second = (await finance.call('GET', `/api/v1/jobs/${againId}`)).body.data as JobView;
    }
    expect(second.result).toMatchObject({ bills: 0, alreadyBilled: CONNECTIONS });
    await stopped(server, 'SIGTERM');

    await withDatabase(target, async (d) => {
      const end = await roundBills(d, orgId, roundId);
      expect(end.perUser.map((u) => u.id).sort()).toEqual([...users].sort());
      expect(end.perUser.filter((u) => u.live !== 1 || u.voided !== 0)).toEqual([]);
      expect(end.round).toEqual({
        bills: CONNECTIONS,
        live: CONNECTIONS,
        total: planned.total,
        status: 'billed',
      });
      expect(end.year).toEqual({
        bills: CONNECTIONS,
        first: 1,
        last: CONNECTIONS,
        seqs: CONNECTIONS,
        counter: CONNECTIONS,
      });
      await expectLedgerBalanced(asTestApp(d), orgId);
    });
  }, 120_000);
});
