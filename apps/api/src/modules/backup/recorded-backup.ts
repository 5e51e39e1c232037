import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { manifestPath } from './backup-file.ts';
import { finishRun, startRun, type BackupTrigger } from './backup-runs.repo.ts';
import { writeBackup } from './write-backup.ts';

export type BackupSettings = { dir: string; keep: number };

export type RecordedOutcome =
  | { status: 'ok'; id: string; file: string; bytes: number }
  | { status: 'failed'; id: string; error: string }
  | { status: 'skipped' };

const ours = /^prapa-.+\.(tar\.gz|pgdump)$/;

/** Keeps the newest `keep` backups this feature wrote in the directory; nothing else is touched. */
export const pruneBackups = (dir: string, keep: number): string[] => {
  const files = readdirSync(dir)
    .filter((f) => ours.test(f))
    .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.f.localeCompare(a.f));
  const gone = files.slice(keep).map(({ f }) => f);
  for (const f of gone) {
    rmSync(join(dir, f), { force: true });
    rmSync(manifestPath(join(dir, f)), { force: true });
  }
  return gone;
};

let running: Promise<unknown> = Promise.resolve();

/**
 * A backup into the backup directory, recorded for the IT screen whatever its outcome.
 * One at a time in this process; a nightly slot already taken (by another process) is
 * skipped.
 */
export const recordedBackup = (
  database: Database,
  settings: BackupSettings,
  trigger: BackupTrigger,
  slot: string | null = null,
): Promise<RecordedOutcome> => {
  const next = running.then(async (): Promise<RecordedOutcome> => {
    const id = await startRun(database.db, trigger, slot);
    if (!id) return { status: 'skipped' };
    try {
      const { path, manifest } = await writeBackup(database, settings.dir);
      pruneBackups(settings.dir, settings.keep);
      await finishRun(database.db, id, {
        status: 'ok',
        file: manifest.file,
        bytes: manifest.bytes,
        sha256: manifest.sha256,
      });
      return { status: 'ok', id, file: path, bytes: manifest.bytes };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await finishRun(database.db, id, { status: 'failed', error: error.slice(0, 2000) });
      return { status: 'failed', id, error };
    }
  });
  running = next.catch(() => {});
  return next;
};
