import type { BackupOverview, BackupRunView } from '@prapa/contracts';
import type { BackupRun } from './backup-runs.repo.ts';
import { nextRunAt } from './nightly-backup.ts';

export const runView = (r: BackupRun): BackupRunView => ({
  id: r.id,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  file: r.file,
  bytes: r.bytes,
  error: r.error,
});

/** The IT screen's card: the schedule, the last good backup and the latest runs, newest first. */
export const backupOverviewOf = (
  database: 'pglite' | 'postgres',
  nightly: { dir: string; keep: number; at: string } | null,
  runs: BackupRun[],
  lastOk: BackupRun | null,
): BackupOverview => {
  return {
    database,
    nightly: nightly && {
      dir: nightly.dir,
      keep: nightly.keep,
      at: nightly.at,
      nextAt: nextRunAt(nightly.at).toISOString(),
    },
    lastOk: lastOk ? runView(lastOk) : null,
    runs: runs.map(runView),
  };
};
