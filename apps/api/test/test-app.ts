import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { setPasswordCostForTests } from '../src/lib/passwords.ts';
import { demoDump } from './demo-dump.ts';
import { openPgliteCopy } from './pglite-copy.ts';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

const openTestDatabase = async (
  demo: boolean,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.PRAPA_TEST_TEMPLATE;
  if (url && template) {
    const name = `prapa_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), 4);
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = demo ? await demoDump() : process.env.PRAPA_TEST_DUMP;
  if (!dump) throw new Error('global setup did not run');
  return { database: await openPglite(await openPgliteCopy(dump)), drop: async () => {} };
};

/** A real server on a fresh database, for `app.inject()`; no mocks. */
export const createTestApp = (
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  logStream?: { write: (line: string) => void; level?: string },
) => testAppOn(false, env, extend, logStream);

/**
 * A real server on a database that holds the demo village (PGlite: a copy of the demo
 * dump; PostgreSQL: none yet, so the test's own ensureDemo seeds it). ensureDemo then
 * finds it and gives its id.
 */
export const createDemoTestApp = () => testAppOn(true);

const testAppOn = async (
  demo: boolean,
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  /**
   * Where the server's log goes, for tests that read it; none by default. Error level
   * unless `level` says (info: the request lines too).
   */
  logStream?: { write: (line: string) => void; level?: string },
): Promise<TestApp> => {
  setPasswordCostForTests(1024);
  const { database, drop } = await openTestDatabase(demo);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // The jobs in the main thread: a job thread loads the whole server again (about 3 s a
    // test app here). The thread itself is tested in jobs/job-thread.test.ts, and every
    // test of real server processes (jobs-shared, the supervisor's) runs its jobs in one.
    JOB_NICE: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: logStream
      ? { level: logStream.level ?? 'error', stream: logStream }
      : process.env.TEST_LOG
        ? { level: 'error' }
        : false,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
};
