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
import { buildSheet, fileBody, goodRow } from './import-fixtures.ts';

// Issue 13's proof: the real server, killed with SIGKILL while the import job is writing.
// Nothing of the file is visible after the kill; the restarted server resumes the job and
// ends with exactly the file's rows; a second import of the file adds none. The server runs
// on a copy of the migrated dump with a seeded organisation (server-process.ts), not the
// demo: seeding the two demo utilities took 13 of the test's 46 s.

const ROWS = 3_000;
const ENV = { IMPORT_BATCH_ROWS: '100', JOB_STALE_SECONDS: '1' };

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

describe('import: killed mid-way', () => {
  it('shows nothing after kill -9, and the restarted server finishes with exactly the file', async () => {
    target = await makeTarget();
    await withDatabase(target, (d) => seedRound(d, 0));
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
        body: JSON.stringify({ org_id: ORG_CODE, username: 'clerk', password: PASSWORD }),
      });
      const data = res.body.data as {
        tokens: { access: { token: string } };
        user: { org_id: string };
      };
      return { token: data.tokens.access.token, orgId: data.user.org_id };
    };
    let who = await session();
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      ...goodRow(i, { area: 'A1', route: null }),
      customerNo: i % 2 ? `KILL-${String(i).padStart(5, '0')}` : null,
      meterSerial: `KILL${String(i).padStart(6, '0')}`,
    }));
    const file = fileBody(await buildSheet(rows), 'kill.xlsx');
    const preview = await call(
      '/api/v1/water-users/import/preview',
      { method: 'POST', body: JSON.stringify(file) },
      who.token,
    );
    expect(preview.status).toBe(200);
    const { fileHash } = preview.body.data as { fileHash: string };
    const confirm = await call(
      '/api/v1/water-users/import/confirm',
      { method: 'POST', body: JSON.stringify({ ...file, fileHash }) },
      who.token,
    );
    expect(confirm.status).toBe(202);
    const jobId = (confirm.body.data as JobView).id;
    const job = async () =>
      (await call(`/api/v1/jobs/${jobId}`, {}, who.token)).body.data as JobView;

    // Wait until some batches are written, then kill the process outright.
    for (
      let seen = await job();
      !(seen.phase === 'write' && seen.done >= 500);
      seen = await job()
    ) {
      // Queued until the job thread has claimed it, a moment after the 202.
      expect(['queued', 'running']).toContain(seen.status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stopped(server, 'SIGKILL');

    const look = async () => {
      const database = await target!.open();
      try {
        const seen = await withTenant(database.db, who.orgId, (tx) =>
          tx.execute(
            sql`select count(*)::int as n from water_users where meter_serial like 'KILL%'`,
          ),
        );
        const stored = await withSystem(database.db, (tx) =>
          tx.execute(
            sql`select count(*)::int as n from water_users where meter_serial like 'KILL%'`,
          ),
        );
        const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? -1);
        return { seen: n(seen), stored: n(stored) };
      } finally {
        await database.close();
      }
    };
    const afterKill = await look();
    expect(afterKill.seen).toBe(0);
    expect(afterKill.stored).toBeGreaterThanOrEqual(500);

    server = await startServer(port, { ...target.env, ...ENV });
    children.push(server);
    who = await session();
    let finished = await job();
    for (
      const until = Date.now() + 60_000;
      finished.status === 'running' || finished.status === 'queued';
    ) {
      if (Date.now() > until) throw new Error('the resumed job did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = await job();
    }
    expect(finished).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(finished.result).toMatchObject({ created: ROWS, skipped: 0, metersInstalled: ROWS });
    const list = await call(`/api/v1/water-users?q=KILL&pageSize=1`, {}, who.token);
    expect((list.body.data as { total: number }).total).toBe(ROWS);

    const again = await call(
      '/api/v1/water-users/import/confirm',
      { method: 'POST', body: JSON.stringify({ ...file, fileHash }) },
      who.token,
    );
    const againId = (again.body.data as JobView).id;
    let second = (await call(`/api/v1/jobs/${againId}`, {}, who.token)).body.data as JobView;
    while (second.status === 'queued' || second.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      second = (await call(`/api/v1/jobs/${againId}`, {}, who.token)).body.data as JobView;
    }
    expect(second.result).toMatchObject({ created: 0, skipped: ROWS });
    await stopped(server, 'SIGTERM');
    const end = await look();
    expect(end).toEqual({ seen: ROWS, stored: ROWS });
  }, 240_000);
});
