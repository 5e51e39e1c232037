import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '@prapa/contracts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import {
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  seedRound,
  startServer,
  stopped,
  type Target,
  withDatabase,
} from '../../../test/server-process.ts';
import { fileBody, stepSheet } from './move-in-fixtures.ts';

// Issue 28's proof of all-or-none: the real server, killed with SIGKILL while a move-in
// job stages opening bills. Nothing is seen after the kill; the restarted server clears
// what it staged and brings the file in exactly once, numbered without a gap.

const CONNECTIONS = 500;
const MONTHS = ['07/2569', '08/2569', '09/2569'];
const ENV = { IMPORT_BATCH_ROWS: '100', JOB_STALE_SECONDS: '1' };

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? -1);

describe('move-in: killed mid-way', () => {
  it('shows nothing after kill -9; the restarted server brings the file in once', async () => {
    target = await makeTarget();
    const seeded = await withDatabase(target, (d) => seedRound(d, CONNECTIONS, 0));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const call = async (path: string, init: RequestInit = {}, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
      return { status: res.status, body: (await res.json()) as { data: never } };
    };
    let server = await startServer(port, { ...target.env, ...ENV });
    children.push(server);
    const session = async () => {
      const res = await call('/api/v1/cms/auth/login', {
        method: 'POST',
        body: JSON.stringify({ org_id: ORG_CODE, username: 'manager', password: PASSWORD }),
      });
      return (res.body.data as { tokens: { access: { token: string } } }).tokens.access.token;
    };
    let token = await session();
    const rows = Array.from({ length: CONNECTIONS }, (_, i) =>
      MONTHS.map((period, k) => ({
        customerNo: String(i + 1).padStart(6, '0'),
        period,
        total: 100 + ((i * 7 + k * 13) % 500) + 0.25,
      })),
    ).flat();
    const satang = rows.reduce((s, r) => s + Math.round(r.total * 100), 0);
    const file = fileBody(await stepSheet('debts', rows), 'kill.xlsx');
    const preview = await call(
      '/api/v1/move-in/debts/preview',
      { method: 'POST', body: JSON.stringify({ ...file, mapping: null }) },
      token,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { fileHash } = preview.body.data as { fileHash: string };
    const confirm = await call(
      '/api/v1/move-in/debts/confirm',
      { method: 'POST', body: JSON.stringify({ ...file, mapping: null, fileHash }) },
      token,
    );
    expect(confirm.status).toBe(202);
    const jobId = (confirm.body.data as JobView).id;
    const job = async () => (await call(`/api/v1/jobs/${jobId}`, {}, token)).body.data as JobView;
    for (
      let seen = await job();
      !(seen.phase === 'write' && seen.done >= 300);
      seen = await job()
    ) {
      expect(seen.status, JSON.stringify(seen.error)).not.toMatch(/failed|succeeded/);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stopped(server, 'SIGKILL');

    const look = async () => {
      const database = await target!.open();
      try {
        const q = sql`select count(*)::int as n from bills where kind = 'opening'`;
        const seen = await withTenant(database.db, seeded.orgId, (tx) => tx.execute(q));
        const stored = await withSystem(database.db, (tx) => tx.execute(q));
        return { seen: n(seen), stored: n(stored) };
      } finally {
        await database.close();
      }
    };
    const afterKill = await look();
    expect(afterKill.seen).toBe(0);
    expect(afterKill.stored).toBeGreaterThanOrEqual(300);

    server = await startServer(port, { ...target.env, ...ENV });
    children.push(server);
    token = await session();
    let finished = await job();
    for (
      const until = Date.now() + 90_000;
      finished.status === 'running' || finished.status === 'queued';
    ) {
      if (Date.now() > until) throw new Error('the resumed job did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = await job();
    }
    expect(finished, JSON.stringify(finished.error)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });
    await stopped(server, 'SIGKILL');

    const database = await target.open();
    try {
      const books = await withTenant(database.db, seeded.orgId, async (tx) => {
        const res = await tx.execute(sql`
          select count(*)::int as n, coalesce(sum(total), 0)::float8 as total,
            min(seq)::int as lo, max(seq)::int as hi, count(distinct seq)::int as distinct_seq,
            (select last_seq from opening_bill_counters) as counter,
            (select count(*)::int from move_in_batches) as batches
          from bills where kind = 'opening'`);
        return (res as unknown as { rows: Record<string, number>[] }).rows[0];
      });
      expect(books).toMatchObject({
        n: rows.length,
        total: satang,
        lo: 1,
        hi: rows.length,
        distinct_seq: rows.length,
        counter: rows.length,
        batches: 1,
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
