import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '@prapa/contracts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { buildSheet, fileBody, goodRow } from './import-fixtures.ts';

// Issue 13's proof: the real server, killed with SIGKILL while the import job is writing.
// Nothing of the file is visible after the kill; the restarted server resumes the job and
// ends with exactly the file's rows; a second import of the file adds none.

const root = new URL('../../../../../', import.meta.url).pathname;
const ROWS = 3_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

type Target = {
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
};

/** A database of its own: a PGlite directory, or a clone of the migrated PostgreSQL template. */
const makeTarget = async (): Promise<Target> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `prapa_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: target.toString(), JOB_STALE_SECONDS: '1' },
      open: () => openPostgres(target.toString(), 1),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'prapa-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openPglite(join(dir, 'pglite')),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const startServer = async (port: number, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PRAPA_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-42',
      IMPORT_BATCH_ROWS: '100',
      LOGIN_RATE_PER_MINUTE: '1000',
    },
  });
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

describe('import: killed mid-way', () => {
  it('shows nothing after kill -9, and the restarted server finishes with exactly the file', async () => {
    target = await makeTarget();
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
    let server = await startServer(port, target.env);
    children.push(server);
    const session = async () => {
      const res = await call('/api/v1/cms/auth/login', {
        method: 'POST',
        body: JSON.stringify({ org_id: 'DEMO', username: 'clerk', password: 'demo1234' }),
      });
      const data = res.body.data as {
        tokens: { access: { token: string } };
        user: { org_id: string };
      };
      return { token: data.tokens.access.token, orgId: data.user.org_id };
    };
    let who = await session();
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      ...goodRow(i, { area: 'A01', route: null }),
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
      expect(seen.status).toBe('running');
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

    server = await startServer(port, target.env);
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
