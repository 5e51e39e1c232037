/**
 * The counter's floor (issue 29): one-row transactions committed a second from as many
 * connections as there are cashiers, on the same database in the same run. A receipt is a
 * few such transactions' worth of work plus the application's; these machines' commit
 * time differs from day to day (10 ms one day), so a receipts/s figure means something
 * only beside this one. PGlite has one connection: its commits run one after the other.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';

const TABLE = 'bench_commit_floor';

const pgFloor = async (url: string, connections: number, seconds: number) => {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`create table if not exists ${TABLE} (id bigserial, v int)`);
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  let commits = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < until) {
        await c.query(`insert into ${TABLE} (v) values (1)`);
        commits += 1;
      }
    }),
  );
  const rate = commits / ((performance.now() - started) / 1000);
  await Promise.all(clients.map((c) => c.end()));
  await setup.query(`drop table ${TABLE}`);
  await setup.end();
  return Math.round(rate);
};

const pgliteFloor = async (database: Database, seconds: number) => {
  await database.db.execute(sql.raw(`create table if not exists ${TABLE} (id bigserial, v int)`));
  let commits = 0;
  const started = performance.now();
  while (performance.now() < started + seconds * 1000) {
    await database.db.execute(sql.raw(`insert into ${TABLE} (v) values (1)`));
    commits += 1;
  }
  const rate = commits / ((performance.now() - started) / 1000);
  await database.db.execute(sql.raw(`drop table ${TABLE}`));
  return Math.round(rate);
};

/** Commits a second: `target` a PostgreSQL URL, or the bench's database (PGlite or PostgreSQL). */
export const commitFloor = (target: string | Database, connections: number, seconds = 3) => {
  if (typeof target === 'string') return pgFloor(target, connections, seconds);
  if (target.kind === 'postgres' && target.url) return pgFloor(target.url, connections, seconds);
  return pgliteFloor(target, seconds);
};
