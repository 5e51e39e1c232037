import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FieldError } from '@prapa/contracts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

// The newest migration this code ships: the database is ready once drizzle recorded it.
// Drizzle applies a migration when its `when` is newer than the last recorded created_at,
// so the same comparison says whether anything is left to apply.
const journal = JSON.parse(
  readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };
const latestMigration = Math.max(0, ...journal.entries.map((e) => e.when));

/** A probe must answer even when the database hangs (PGlite busy, PostgreSQL unreachable). */
const QUERY_TIMEOUT_MS = 3_000;

export type ReadinessState = {
  database: 'ok' | 'failed';
  migrations: 'applied' | 'pending' | 'unknown';
  jobs: 'running' | 'stopped';
  draining: boolean;
};

const withTimeout = <T>(work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), QUERY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

const checkDatabase = async (
  database: Database,
): Promise<Pick<ReadinessState, 'database' | 'migrations'>> => {
  try {
    // One round trip: the database answers, and says what drizzle recorded (null: no table).
    const [row] = rowsOf<{ last: number | null }>(
      await withTimeout(
        database.db.execute(sql`select case
          when to_regclass('drizzle.__drizzle_migrations') is null then null
          else (select coalesce(max(created_at), 0)::float8 from drizzle.__drizzle_migrations)
          end as last`),
      ),
    );
    const last = row?.last === null || row?.last === undefined ? null : Number(row.last);
    return {
      database: 'ok',
      migrations: last !== null && last >= latestMigration ? 'applied' : 'pending',
    };
  } catch {
    return { database: 'failed', migrations: 'unknown' };
  }
};

/** Whether this process should be sent traffic: what GET /api/ready reports. */
export const readinessOf = async (
  database: Database,
  jobsRunning: boolean,
  draining: boolean,
): Promise<ReadinessState> => ({
  ...(draining ? { database: 'ok', migrations: 'applied' } : await checkDatabase(database)),
  jobs: jobsRunning ? 'running' : 'stopped',
  draining,
});

/** The failing checks, as field errors whose messages are i18n keys (errors.json). */
export const failedChecks = (state: ReadinessState): FieldError[] => [
  ...(state.draining ? [{ path: 'server', message: 'errors:NOT_READY_draining' }] : []),
  ...(state.database === 'failed'
    ? [{ path: 'database', message: 'errors:NOT_READY_database' }]
    : []),
  ...(state.migrations === 'pending'
    ? [{ path: 'migrations', message: 'errors:NOT_READY_migrations' }]
    : []),
  ...(state.jobs === 'stopped' && !state.draining
    ? [{ path: 'jobs', message: 'errors:NOT_READY_jobs' }]
    : []),
];
