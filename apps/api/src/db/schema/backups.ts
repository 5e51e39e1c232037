import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { globalId } from './columns.ts';

/** Backups taken or served by the server (migration 0018); deployment-wide, no org_id. */
export const backupRuns = pgTable('backup_runs', {
  id: globalId(),
  /** nightly: the schedule; manual: the IT screen's button; command: `npm run backup` via the server. */
  trigger: text('trigger').$type<'nightly' | 'manual' | 'command'>().notNull(),
  /** The night a nightly backup belongs to (Bangkok date): one per night. */
  slot: text('slot'),
  status: text('status').$type<'running' | 'ok' | 'failed'>().notNull().default('running'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  sha256: text('sha256'),
  error: text('error'),
});
