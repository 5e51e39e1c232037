/**
 * Backup and restore of the generated utility (issue 23): 100,000 connections, their round
 * billed by the app's job (94,060 bills), backed up with the same code the server and
 * `npm run backup` use (PGlite: checkpoint, files copied under the transaction lock, gzip;
 * PostgreSQL: pg_dump -Fc), then restored with `npm run restore`'s code into a new data
 * directory or database. GET /api/health is probed during the backup: its max is how long
 * the server stood still for it.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';
import { restoreBackup } from '../apps/api/src/modules/backup/restore.ts';
import { writeBackup } from '../apps/api/src/modules/backup/write-backup.ts';
import { sql } from 'drizzle-orm';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { billedRound } from './billing.ts';
import { benchSession } from './bench-session.ts';
import { probeWhile } from './probe.ts';
import type { Stats } from './stats.ts';

const RESTORED = 'prapa_bench_restored';

export const benchBackup = async (
  app: FastifyInstance,
  database: Database,
): Promise<{ facts: Record<string, string | number>; latency: Record<string, Stats> }> => {
  const { orgId, send } = await benchSession(app);
  // Alone (BENCH_PART=backup) the utility is billed first; after the other parts it is.
  const billed = await withSystem(database.db, (tx) =>
    tx.execute(sql`select count(*)::int as n from bills`),
  );
  if (Number((billed as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0) {
    await billedRound(database, orgId, send);
  }

  const dir = mkdtempSync(join(tmpdir(), 'prapa-bench-backup-'));
  const facts: Record<string, string | number> = {};
  try {
    const backup = await probeWhile(app, () => writeBackup(database, dir));
    facts['backup (ms)'] = backup.ms;
    facts['backup file (MB)'] = +(statSync(backup.value.path).size / 1_048_576).toFixed(1);
    let restoredUrl: string | null = null;
    const started = performance.now();
    if (database.kind === 'pglite') {
      await restoreBackup(backup.value.path, { kind: 'pglite', dataDir: join(dir, 'restored') });
    } else {
      const target = new URL(database.url ?? '');
      target.pathname = `/${RESTORED}`;
      restoredUrl = target.toString();
      await restoreBackup(backup.value.path, {
        kind: 'postgres',
        databaseUrl: restoredUrl,
        create: true,
      });
    }
    facts['restore, checked and migrated (ms)'] = Math.round(performance.now() - started);
    if (restoredUrl) {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(`drop database if exists ${RESTORED} with (force)`);
      await admin.end();
    }
    return { facts, latency: { 'GET /api/health during the backup': backup.health } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
