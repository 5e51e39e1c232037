import type { Database } from '../../db/client.ts';
import { recordedBackup, type BackupSettings, type RecordedOutcome } from './recorded-backup.ts';

/** Bangkok has no daylight saving: its wall clock is UTC+7 all year. */
const BANGKOK_MS = 7 * 3600_000;

/** The next instant the Bangkok wall clock reads `at` (HH:mm), strictly after `now`. */
export const nextRunAt = (at: string, now = new Date()): Date => {
  const [h = 2, m = 0] = at.split(':').map(Number);
  const local = new Date(now.getTime() + BANGKOK_MS);
  local.setUTCHours(h, m, 0, 0);
  let next = local.getTime() - BANGKOK_MS;
  if (next <= now.getTime()) next += 24 * 3600_000;
  return new Date(next);
};

/** The night a run belongs to: its Bangkok date (one nightly backup a date). */
export const slotOf = (when: Date) =>
  new Date(when.getTime() + BANGKOK_MS).toISOString().slice(0, 10);

export type NightlyLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type Nightly = { stop: () => void };

/**
 * Every night at `at` (Bangkok), a backup into the backup directory, the oldest beyond
 * `keep` removed. A server that was off at that hour takes the day's backup a minute after
 * it starts, so a machine switched off at night still gets one a day.
 */
export const startNightlyBackups = (
  database: Database,
  settings: BackupSettings & { at: string },
  log: NightlyLog,
  catchUpMs = 60_000,
): Nightly => {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async (slot: string) => {
    const outcome: RecordedOutcome = await recordedBackup(database, settings, 'nightly', slot);
    if (outcome.status === 'failed') log.error({ error: outcome.error }, 'nightly backup failed');
    else if (outcome.status === 'ok')
      log.info({ file: outcome.file, bytes: outcome.bytes }, 'nightly backup written');
  };
  const schedule = (first: boolean) => {
    if (stopped) return;
    const when = first ? new Date(Date.now() + catchUpMs) : nextRunAt(settings.at);
    timer = setTimeout(() => {
      run(slotOf(when))
        .catch((err: unknown) => log.error({ err }, 'nightly backup failed'))
        .finally(() => schedule(false));
    }, when.getTime() - Date.now());
    // A pending backup never keeps the process alive on its own.
    timer.unref();
  };
  schedule(true);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
