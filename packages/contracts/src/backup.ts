import { z } from 'zod';

export const backupTriggers = ['nightly', 'manual', 'command'] as const;
export const backupStatuses = ['running', 'ok', 'failed'] as const;

/** One backup the server took (nightly, the IT screen's button) or served (`npm run backup`). */
export const backupRunView = z.object({
  id: z.string(),
  trigger: z.enum(backupTriggers),
  status: z.enum(backupStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** Why a failed backup failed, as the tool said it (not translated). */
  error: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunView>;

/** What the IT screen shows of backups: the schedule, the last good one, the latest runs. */
export const backupOverview = z.object({
  database: z.enum(['pglite', 'postgres']),
  /** Null when BACKUP_DIR is not set: no nightly backup. */
  nightly: z
    .object({ dir: z.string(), keep: z.number().int(), at: z.string(), nextAt: z.string() })
    .nullable(),
  lastOk: backupRunView.nullable(),
  runs: z.array(backupRunView),
});
export type BackupOverview = z.infer<typeof backupOverview>;
