import pg from 'pg';
import type { Database } from './client.ts';

/**
 * Several server processes start together on one PostgreSQL (WORKERS=N, or a restart of
 * a deployment): one at a time migrates and seeds, the others wait and then find the
 * work done. A session-level advisory lock on a connection of its own, held for fn.
 * PGlite is one process (its data directory is locked): fn runs at once.
 */
export const oneAtATime = async <T>(database: Database, fn: () => Promise<T>): Promise<T> => {
  if (database.kind !== 'postgres' || !database.url) return fn();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('prapa.start'))`);
    return await fn();
  } finally {
    // Closing the connection releases the lock, whatever fn did.
    await client.end();
  }
};
