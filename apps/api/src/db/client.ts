import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { foldBegin } from './fold-begin.ts';
import { planOnce } from './plan-once.ts';
import { openReadPools, type ReplicaStatus } from './read-replica.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A streaming replica of the PostgreSQL database, for the heavy reads (inActorOrgRead). */
export type ReadSide = {
  db: Db;
  status: () => Promise<ReplicaStatus>;
  primaryLsn: () => Promise<string>;
  forget: () => void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Only for PGlite: tests dump and reload the data directory. */
  pglite?: PGlite;
  /** Only for PostgreSQL: where it is, for pg_dump (backups). */
  url?: string;
  /** Only for PostgreSQL with READ_DATABASE_URL: the replica. */
  read?: ReadSide;
};

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

// pg returns int8 and numeric as strings; money is bigint satang and fits in a double
// up to 90 trillion baht, so parse int8 to number once here.
pg.types.setTypeParser(20, (v) => Number(v));

/** Every PGlite the project opens carries the extensions the migrations create. */
export const createPglite = (options: PGliteOptions = {}): Promise<PGlite> =>
  PGlite.create({ ...options, extensions: { pg_trgm, btree_gin, ...options.extensions } });

export const openPglite = async (source: string | PGlite): Promise<Database> => {
  const client = typeof source === 'string' ? await createPglite({ dataDir: source }) : source;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
};

export const openPostgres = async (url: string, max = 10, readUrl?: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max });
  let closing = false;
  // An idle connection can be cut (server restart, admin command, a dropped database);
  // pg reports it on the pool, and an unheard 'error' event would end the process. The
  // pool opens a new connection when one is next needed.
  pool.on('error', (err) => {
    if (!closing) console.error(`postgres: idle connection lost: ${err.message}`);
  });
  const onConnect = (client: pg.PoolClient) => {
    foldBegin(client);
    planOnce(client);
  };
  pool.on('connect', onConnect);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const replica = readUrl ? openReadPools(pool, readUrl) : undefined;
  replica?.pool.on('connect', onConnect);
  return {
    db,
    kind: 'postgres',
    url,
    ...(replica && {
      read: {
        db: drizzlePg(replica.pool, { schema }) as unknown as Db,
        status: replica.status,
        primaryLsn: replica.primaryLsn,
        forget: replica.forget,
      },
    }),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), replica?.pool.end()]);
    },
  };
};
