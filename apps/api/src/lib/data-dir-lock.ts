import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A process's start time in clock ticks since boot (Linux /proc), or null elsewhere. */
export const processStartOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Which directory a lock was written for: a copy of the directory carries the file, not the place. */
type Place = { dir: string; ino: number; dev: number; host: string };

type Holder = { pid: number; start: string | null; place: Partial<Place> | null };

const placeOf = (dir: string): Place => {
  const stat = statSync(dir);
  return { dir: realpathSync(dir), ino: stat.ino, dev: stat.dev, host: hostname() };
};

const holderOf = (text: string): Holder | null => {
  try {
    const parsed = JSON.parse(text) as Partial<Holder & Place>;
    if (typeof parsed.pid !== 'number') return null;
    const { dir, ino, dev, host } = parsed;
    return {
      pid: parsed.pid,
      start: parsed.start ?? null,
      // Locks written before the place was recorded name none: judged by pid alone.
      place: dir === undefined && host === undefined ? null : { dir, ino, dev, host },
    };
  } catch {
    // A lock written by an older Prapa holds the bare pid.
    const pid = Number(text.trim());
    return pid ? { pid, start: null, place: null } : null;
  }
};

/**
 * The holder is this server's twin only if that pid is alive AND is still the process
 * that wrote the lock (same start time): a pid reused by an unrelated process after a
 * crash does not keep the server from starting.
 */
export const holderRunning = (holder: { pid: number; start: string | null }): boolean => {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = processStartOf(holder.pid);
  // Without a start time to compare (an older lock, no /proc), a live pid is taken at its word.
  if (holder.start === null || now === null) return true;
  return now === holder.start;
};

/**
 * Whether a lock was written for this very directory on this machine. A directory moved or
 * reached through another path (bind mount, symlink) keeps its inode: still this one. A
 * copy (cp -a, rsync, a restored archive) has a new inode and usually a new path, or
 * comes from another machine: the lock it carries belongs to the original's server.
 */
const lockIsFor = (place: Partial<Place> | null, here: Place): boolean => {
  if (place === null) return true;
  if (place.host !== undefined && place.host !== here.host) return false;
  if (place.dir === here.dir) return true;
  return place.ino === here.ino && place.dev === here.dev;
};

export type DataDirLock = { release: () => void } | { heldBy: number };

export type LockOptions = {
  /** Told why a leftover lock was set aside (the server logs it). */
  onStale?: (reason: string) => void;
};

/**
 * Two processes on one PGlite directory corrupt it (DESIGN.md §9): the server takes the
 * directory's lock file before opening it, and refuses while another live server holds it.
 * A lock left by a dead server, or carried by a copy of the directory, is set aside.
 */
export const lockDataDir = (dir: string, options: LockOptions = {}): DataDirLock => {
  mkdirSync(dir, { recursive: true });
  const here = placeOf(dir);
  const lock = join(dir, 'prapa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(
        fd,
        JSON.stringify({ pid: process.pid, start: processStartOf(process.pid), ...here }),
      );
      closeSync(fd);
      return { release: () => rmSync(lock, { force: true }) };
    } catch {
      let holder: Holder | null = null;
      try {
        holder = holderOf(readFileSync(lock, 'utf8'));
      } catch {
        holder = null;
      }
      if (holder && lockIsFor(holder.place, here) && holderRunning(holder)) {
        return { heldBy: holder.pid };
      }
      options.onStale?.(staleReason(holder, here));
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
};

const staleReason = (holder: Holder | null, here: Place): string => {
  if (!holder) return 'unreadable lock file';
  const place = holder.place;
  if (place?.host !== undefined && place.host !== here.host) {
    return `lock written on another machine (${place.host}): a copied data directory`;
  }
  if (place && !lockIsFor(place, here)) {
    return `lock written for ${place.dir ?? 'another directory'}: a copied data directory`;
  }
  return `the process that wrote it (${holder.pid}) is gone`;
};
