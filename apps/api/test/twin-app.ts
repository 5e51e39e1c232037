import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import type { Session } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Row = Record<string, unknown>;

/**
 * A second server on the test's own PostgreSQL database, as a second process would be: its
 * own pool of connections and its own job runner, the same signing secret (a token works
 * on both). Null on PGlite, where one process holds the database.
 */
export const twinApp = async (
  t: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> } | null> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || t.database.kind !== 'postgres') return null;
  const res = await t.database.db.execute(sql`select current_database() as name`);
  const target = new URL(url);
  target.pathname = `/${String((res as unknown as { rows: Row[] }).rows[0]?.name)}`;
  const database: Database = await openPostgres(target.toString(), 4);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    }),
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

type Method = 'POST' | 'PUT';
export type Twin = Awaited<ReturnType<typeof twinApp>>;

/**
 * One request sent twice at the same moment with one Idempotency-Key: both on the test's
 * app (one process), or one on each app (two processes) when a twin is given.
 */
export const samePair = (
  t: TestApp,
  twin: Twin,
  s: Session,
  method: Method,
  url: string,
  payload: object | undefined,
  key: string,
): Promise<LightMyRequestResponse[]> => {
  const once = (app: FastifyInstance) =>
    app.inject({
      method,
      url,
      headers: { ...s.headers, 'idempotency-key': key },
      ...(payload ? { payload } : {}),
    });
  return Promise.all([once(t.app), once(twin ? twin.app : t.app)]);
};
