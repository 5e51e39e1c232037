import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPglite, openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withSystem, type Tx } from '../src/db/tenant.ts';
import { setPasswordCostForTests } from '../src/lib/passwords.ts';
import { areaWrites } from '../src/modules/basic/areas/areas.repo.ts';
import { routeWrites } from '../src/modules/basic/routes/routes.repo.ts';
import { createOrganisation, type NewOfficer } from '../src/modules/orgs/org-create.ts';
import { insertRound, updateRound } from '../src/modules/rounds/rounds.repo.ts';
import type { TestApp } from './test-app.ts';

// The real server as a child process (`node apps/api/src/server.ts`), for the tests that
// kill it or run two of it on one database: its database, its start and stop, HTTP calls
// to it, and a round of many connections written set-based before it starts.

const root = new URL('../../../', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export type Target = {
  kind: 'pglite' | 'postgres';
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** A connection from the test process (PGlite: only while no server runs on it). */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
};

/**
 * A database of its own, migrated: (TEST_DATABASE_URL) a clone of the global set-up's
 * template, else a PGlite directory on disk that the first open fills from its dump. A
 * server child process opens it as production does (DATABASE_URL or DATA_DIR).
 */
export const makeTarget = async (): Promise<Target> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `prapa_srv_${randomBytes(4).toString('hex')}`;
    const template = process.env.PRAPA_TEST_TEMPLATE;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      kind: 'postgres',
      env: { DATABASE_URL: target.toString() },
      open: () => openPostgres(target.toString(), 2),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'prapa-srv-'));
  // The first open unpacks the global set-up's migrated dump there: nothing to migrate.
  let dump = process.env.PRAPA_TEST_DUMP;
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: async () => {
      const loadDataDir = dump ? new Blob([readFileSync(dump)]) : undefined;
      dump = undefined;
      return openPglite(await createPglite({ dataDir: join(dir, 'pglite'), loadDataDir }));
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** Runs fn on a connection of the test process's own, closed afterwards. */
export const withDatabase = async <T>(target: Target, fn: (d: Database) => Promise<T>) => {
  const database = await target.open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
};

/** What the ledger helpers need of a test app: only its database. */
export const asTestApp = (database: Database) => ({ database }) as unknown as TestApp;

export const startServer = async (port: number, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PRAPA_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'server-test-secret-server-test-secret-42',
      LOGIN_RATE_PER_MINUTE: '1000',
      ...env,
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

export type Answer = { status: number; body: { data: unknown; error?: unknown } };

/** A signed-in officer's HTTP calls to one server process. */
export type Client = {
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Answer>;
};

export const signIn = async (
  port: number,
  orgCode: string,
  username: string,
  password: string,
): Promise<Client> => {
  const base = `http://127.0.0.1:${port}`;
  const raw = async (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const login = await raw(
    'POST',
    '/api/v1/cms/auth/login',
    { org_id: orgCode, username, password },
    {},
  );
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const token = (login.body.data as { tokens: { access: { token: string } } }).tokens.access.token;
  return {
    call: (method, path, body, headers = {}) =>
      raw(method, path, body, { authorization: `Bearer ${token}`, ...headers }),
  };
};

export const ORG_CODE = 'SRVTEST';
export const PASSWORD = 'server1234';

export type SeededRound = {
  orgId: string;
  /** The first round's id (October 2569). */
  roundId: string;
  /** Every round seeded, October 2569 onwards. */
  rounds: string[];
  users: string[];
};

/**
 * The round of `month` 2569 (bills dated the 28th) with every connection read, 1–30 m³,
 * checked and nothing held: a run bills each connection once.
 */
const readRound = async (tx: Tx, orgId: string, month: number) => {
  const m = String(month).padStart(2, '0');
  const round = await insertRound(tx, orgId, {
    yearBe: 2569,
    month,
    periodFrom: `2026-${m}-01`,
    periodTo: `2026-${m}-28`,
    readingFrom: `2026-${m}-20`,
    readingTo: `2026-${m}-25`,
    billDate: `2026-${m}-28`,
    note: null,
  });
  await updateRound(tx, orgId, round.id, { status: 'reading' });
  await tx.execute(sql`
    insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
      code, anomaly, held, status, source, read_at, client_id)
    select u.org_id, ${round.id}, u.id, 100, 100 + x.usage, x.usage, x.usage, '00', 'normal',
      false, 'checked', 'phone', ${`2026-${m}-22T09:30:00+07:00`}::timestamptz,
      'seed-' || ${m} || '-' || u.customer_no
    from water_users u
    cross join lateral (select 1 + (u.customer_no::int + ${month}) % 30 as usage) x
    where u.org_id = ${orgId}`);
  return round.id;
};

/**
 * Migrates the database (a no-op when it is) and writes an organisation (the default user
 * types and tariffs, in force from 2026-10-01; officers `finance` and `clerk`) with
 * `connections` residential connections on two routes, and `rounds` rounds from October
 * 2569 on, every connection read (see readRound). Set-based: thousands take a second.
 */
export const seedRound = async (
  database: Database,
  connections: number,
  rounds = 1,
  /** Officers beyond `finance` and `clerk` (cashiers `cashier1`… for the counter tests). */
  cashiers = 0,
): Promise<SeededRound> => {
  setPasswordCostForTests(1024);
  await database.migrate();
  const officers: NewOfficer[] = [
    {
      username: 'finance',
      password: PASSWORD,
      fullName: 'การเงิน ทดสอบ',
      position: 'finance_officer',
      role: 'admin',
    },
    {
      username: 'clerk',
      password: PASSWORD,
      fullName: 'ธุรการ ทดสอบ',
      position: 'clerk',
      role: 'editor',
    },
    ...Array.from({ length: cashiers }, (_, i): NewOfficer => ({
      username: `cashier${i + 1}`,
      password: PASSWORD,
      fullName: `การเงิน ช่อง ${i + 1}`,
      position: 'cashier',
      role: 'editor',
    })),
  ];
  const { org } = await withSystem(database.db, (tx) =>
    createOrganisation(
      tx,
      null,
      { code: ORG_CODE, nameTh: 'ประปาทดสอบหลายกระบวนการ', kind: 'village' },
      officers,
    ),
  );
  const orgId = org.id;
  return withSystem(database.db, async (tx) => {
    const areaId = await areaWrites.insert(tx, orgId, {
      code: 'A1',
      name: 'หมู่ที่ 1',
      villageNo: 1,
      note: null,
      active: true,
    });
    for (const code of ['R1', 'R2']) {
      await routeWrites.insert(tx, orgId, {
        areaId,
        code,
        name: `สาย ${code}`,
        readerId: null,
        collectorId: null,
        note: null,
        active: true,
      });
    }
    await tx.execute(sql`
      with ref as (
        select
          (select id from collection_routes where org_id = ${orgId} and code = 'R1') as r1,
          (select id from collection_routes where org_id = ${orgId} and code = 'R2') as r2,
          (select id from user_types where org_id = ${orgId} and code = 'RES') as res,
          (select id from meter_sizes where org_id = ${orgId} and code = '0.5') as s05,
          (select id from usage_statuses where org_id = ${orgId} and code = 'NORMAL') as normal
      )
      insert into water_users (org_id, customer_no, title, first_name, last_name, house_no, moo,
        subdistrict, district, province, postcode, area_id, route_id, route_seq, user_type_id,
        meter_size_id, usage_status_id, connected_on, meter_serial)
      select ${orgId}, lpad(g::text, 6, '0'), 'นาย', 'ผู้ใช้น้ำ', 'ที่ ' || g, g::text, 1,
        'บ้านเป็ด', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', ${areaId},
        case when g % 2 = 0 then ref.r1 else ref.r2 end, (g + 1) / 2,
        ref.res, ref.s05, ref.normal, date '2020-01-01', 'M' || lpad(g::text, 6, '0')
      from generate_series(1, ${connections}) g cross join ref`);
    const ids: string[] = [];
    for (let i = 0; i < rounds; i++) ids.push(await readRound(tx, orgId, 10 + i));
    const users = (
      (await tx.execute(
        sql`select id from water_users where org_id = ${orgId} order by customer_no`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    return { orgId, roundId: ids[0] ?? '', rounds: ids, users };
  });
};

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/**
 * The round's water bills as the database holds them, for the tests' own assertions: per
 * connection, its non-void and void bills of the round; the round's counts and total; and
 * the organisation's numbers of fiscal year 2570 (every bill, every round), with the counter.
 */
export const roundBills = (database: Database, orgId: string, roundId: string) =>
  withSystem(database.db, async (tx) => {
    const perUser = rowsOf(
      await tx.execute(sql`
        select u.id, count(b.id) filter (where b.status <> 'void')::int as live,
          count(b.id) filter (where b.status = 'void')::int as voided
        from water_users u left join bills b on b.org_id = u.org_id and b.water_user_id = u.id
          and b.round_id = ${roundId} and b.kind = 'water'
        where u.org_id = ${orgId}
        group by u.id`),
    ).map((r) => ({ id: String(r.id), live: Number(r.live), voided: Number(r.voided) }));
    const [round] = rowsOf(
      await tx.execute(sql`
        select count(*)::int as bills, count(*) filter (where status <> 'void')::int as live,
          coalesce(sum(total) filter (where status <> 'void'), 0)::bigint as total,
          (select status from service_rounds where org_id = ${orgId} and id = ${roundId}) as status
        from bills where org_id = ${orgId} and round_id = ${roundId}`),
    );
    const [year] = rowsOf(
      await tx.execute(sql`
        select count(*)::int as bills, coalesce(min(seq), 0)::int as first,
          coalesce(max(seq), 0)::int as last, count(distinct seq)::int as seqs,
          (select coalesce(max(last_seq), 0)::int from bill_counters
            where org_id = ${orgId} and fiscal_year = 2570) as counter
        from bills where org_id = ${orgId} and fiscal_year = 2570`),
    );
    const n = (r: Row | undefined, k: string) => Number(r?.[k] ?? 0);
    return {
      perUser,
      round: {
        bills: n(round, 'bills'),
        live: n(round, 'live'),
        total: n(round, 'total'),
        status: String(round?.status),
      },
      year: {
        bills: n(year, 'bills'),
        first: n(year, 'first'),
        last: n(year, 'last'),
        seqs: n(year, 'seqs'),
        counter: n(year, 'counter'),
      },
    };
  });
