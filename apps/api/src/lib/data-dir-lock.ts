import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

type Holder = { pid: number; start: string | null };

const holderOf = (text: string): Holder | null => {
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, start: parsed.start ?? null } : null;
  } catch {
    // A lock written by an older Prapa holds the bare pid.
    const pid = Number(text.trim());
    return pid ? { pid, start: null } : null;
  }
};

/**
 * The holder is this server's twin only if that pid is alive AND is still the process
 * that wrote the lock (same start time): a pid reused by an unrelated process after a
 * crash does not keep the server from starting.
 */
export const holderRunning = (holder: Holder): boolean => {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = processStartOf(holder.pid);
  // Without a start time to compare (an older lock, no /proc), a live pid is taken at its word.
  if (holder.start === null || now === null) return true;
  return now === holder.start;
};

export type DataDirLock = { release: () => void } | { heldBy: number };

/**
 * Two processes on one PGlite directory corrupt it (DESIGN.md §9): the server takes the
 * directory's lock file before opening it, and refuses while another live server holds it.
 */
export const lockDataDir = (dir: string): DataDirLock => {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'prapa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, start: processStartOf(process.pid) }));
      closeSync(fd);
      return { release: () => rmSync(lock, { force: true }) };
    } catch {
      let holder: Holder | null = null;
      try {
        holder = holderOf(readFileSync(lock, 'utf8'));
      } catch {
        holder = null;
      }
      if (holder && holderRunning(holder)) return { heldBy: holder.pid };
      rmSync(lock, { force: true }); // stale: its server is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
};
