import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openPglite, openPostgres, type Database } from '../src/db/client.ts';
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

/** The environment of a real server process in a test: production, loopback, no demo. */
export const serverEnv = (port: number, env: Record<string, string>): NodeJS.ProcessEnv => ({
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
});

export const startServer = async (port: number, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(port, env),
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

// The seeded organisation these processes serve (kept apart: seed-round.ts).
export * from './seed-round.ts';
