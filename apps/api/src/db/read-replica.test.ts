import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaterUserSummary } from '@prapa/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { setPasswordCostForTests } from '../lib/passwords.ts';
import { createOrg, type TestOrg } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openPostgres, type Database } from './client.ts';
import { lsnAtLeast } from './read-replica.ts';

// Issue 29 on a real streaming replica (node scripts/replica.mjs start; .ci/run starts
// one): heavy reads from the replica, the caller's own write read back from the primary,
// a replica gone or too far behind never failing a request, RLS the same on both.

const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_READ_DATABASE_URL;
const summary = '/api/v1/reports/water-users/summary?groupBy=area';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const on = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * One app on the test's database, reading the replica at readUrl; `readDb` replaces the
 * replica's connections only (its status still says it is fine).
 */
const appOn = async (
  name: string,
  readUrl: string,
  maxLag: string,
  readDb?: Database,
): Promise<TestApp> => {
  const opened = await openPostgres(on(primaryUrl ?? '', name), 4, on(readUrl, name));
  const database: Database =
    readDb && opened.read ? { ...opened, read: { ...opened.read, db: readDb.db } } : opened;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: on(primaryUrl ?? '', name),
    READ_DATABASE_URL: on(readUrl, name),
    REPLICA_MAX_LAG_SECONDS: maxLag,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await readDb?.close();
    },
  };
};

/**
 * The replica has replayed everything the primary had written when asked (other writers
 * on the cluster may go on: their WAL is not waited for).
 */
const caughtUp = async (database: Database) => {
  const target = await database.read?.primaryLsn();
  for (let i = 0; i < 400; i++) {
    database.read?.forget();
    const s = await database.read?.status();
    if (s?.reachable && lsnAtLeast(s.replayLsn, target)) return;
    await sleep(100);
  }
  throw new Error('the replica never caught up');
};

const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'prapa_lsn')?.value;
const codes = (res: LightMyRequestResponse) =>
  (res.json() as { data: WaterUserSummary }).data.rows.map((r) => r.code);

describe.skipIf(!primaryUrl || !replicaUrl)('heavy reads on a streaming replica', () => {
  const name = `prapa_r_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let replicaAdmin: pg.Client;
  let t: TestApp;
  let a: TestOrg;
  let b: TestOrg;

  beforeAll(async () => {
    setPasswordCostForTests(1024);
    admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    const template = process.env.PRAPA_TEST_TEMPLATE;
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    if (!template) {
      const bare = await openPostgres(on(primaryUrl ?? '', name), 1);
      await bare.migrate();
      await bare.close();
    }
    replicaAdmin = new pg.Client({ connectionString: on(replicaUrl ?? '', 'postgres') });
    await replicaAdmin.connect();
    t = await appOn(name, replicaUrl ?? '', '600');
    a = await createOrg(t, 'ประปา ก');
    b = await createOrg(t, 'ประปา ข');
    await caughtUp(t.database);
  });

  afterAll(async () => {
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => {});
    await replicaAdmin?.end();
    await t?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  const get = async (org: TestOrg, url: string, cookie?: string, app = t) =>
    app.app.inject({
      url,
      headers: { ...(await org.login('manager')).headers },
      ...(cookie ? { cookies: { prapa_lsn: cookie } } : {}),
    });

  it('answers a heavy read from the replica, as the tenant, and says as of when', async () => {
    const res = await get(a, summary);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(String(res.headers['prapa-data-as-of']))).toBeGreaterThan(0);
    const { rows } = await replicaAdmin.query<{ r: boolean }>('select pg_is_in_recovery() as r');
    expect(rows[0]?.r).toBe(true);
    // A light read (not routed) never carries it.
    const list = await get(a, '/api/v1/basic/areas');
    expect(list.statusCode).toBe(200);
    expect(list.headers['prapa-data-as-of']).toBeUndefined();
  });

  it('reads the caller’s own write on the primary while the replica lags', async () => {
    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      const m = await a.login('manager');
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/basic/areas',
        headers: m.headers,
        payload: { code: 'RYW1', name: 'บ้านอ่านหลังเขียน' },
      });
      expect(made.statusCode, made.body).toBe(200);
      const lsn = cookieOf(made);
      expect(lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const mine = await get(a, summary, lsn);
      expect(mine.headers['prapa-data-as-of']).toBeUndefined();
      expect(codes(mine)).toContain('RYW1');
      // Without the cookie: the replica, which has not replayed it, and says how far behind.
      await sleep(2_500);
      const other = await get(a, summary);
      expect(other.headers['prapa-data-as-of']).toBeDefined();
      expect(Number(other.headers['prapa-data-lag'])).toBeGreaterThanOrEqual(2);
      expect(codes(other)).not.toContain('RYW1');
      // Further behind than REPLICA_MAX_LAG_SECONDS: the primary, no error.
      const strict = await appOn(name, replicaUrl ?? '', '1');
      try {
        const fresh = await get(a, summary, undefined, strict);
        expect(fresh.statusCode).toBe(200);
        expect(fresh.headers['prapa-data-as-of']).toBeUndefined();
        expect(codes(fresh)).toContain('RYW1');
      } finally {
        await strict.close();
      }
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    await caughtUp(t.database);
    const m = await a.login('manager');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/basic/areas',
      headers: m.headers,
      payload: { code: 'RYW2', name: 'บ้านอ่านหลังเขียน 2' },
    });
    expect(again.statusCode, again.body).toBe(200);
    await caughtUp(t.database);
    // Replayed past the cookie: the replica again, with the write.
    const later = await get(a, summary, cookieOf(again));
    expect(later.headers['prapa-data-as-of']).toBeDefined();
    expect(codes(later)).toEqual(expect.arrayContaining(['RYW1', 'RYW2']));
  });

  it('reads the primary, without an error, when the replica does not answer', async () => {
    const gone = await appOn(name, 'postgres://postgres@127.0.0.1:1/x', '600');
    try {
      for (const url of [summary, '/api/v1/dashboard/debtors', '/api/v1/reports/income']) {
        const res = await get(a, url, undefined, gone);
        expect(res.statusCode, `${url} ${res.body}`).not.toBeGreaterThanOrEqual(500);
        expect(res.headers['prapa-data-as-of']).toBeUndefined();
      }
      // A write answers without the cookie's cost being a failure either.
      const m = await a.login('manager');
      const made = await gone.app.inject({
        method: 'POST',
        url: '/api/v1/basic/areas',
        headers: m.headers,
        payload: { code: 'GONE', name: 'บ้านไม่มีสำเนา' },
      });
      expect(made.statusCode, made.body).toBe(200);
    } finally {
      await gone.close();
    }
  });

  it('reads again on the primary when the replica fails a read it was chosen for', async () => {
    await caughtUp(t.database);
    const dead = await openPostgres('postgres://postgres@127.0.0.1:1/x', 1);
    const broken = await appOn(name, replicaUrl ?? '', '600', dead);
    try {
      // Cached for a second: the read is sent to the replica, and fails there.
      expect(await broken.database.read?.status()).toMatchObject({ reachable: true });
      const res = await get(a, summary, undefined, broken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['prapa-data-as-of']).toBeUndefined();
      expect(codes(res)).toContain('RYW1');
    } finally {
      await broken.close();
    }
  });

  it('keeps another organisation’s collector a 404 on the replica', async () => {
    await caughtUp(t.database);
    const month = '2026-11';
    const own = await get(
      a,
      `/api/v1/reports/p32/month?officerId=${(await a.login('cashier')).user.id}&month=${month}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['prapa-data-as-of']).toBeDefined();
    const cashierOfA = (await a.login('cashier')).user.id;
    const cross = await get(b, `/api/v1/reports/p32/month?officerId=${cashierOfA}&month=${month}`);
    expect(cross.statusCode, cross.body).toBe(404);
    const bSummary = await get(b, summary);
    expect(bSummary.headers['prapa-data-as-of']).toBeDefined();
    expect(codes(bSummary)).not.toContain('RYW1');
  });
});
