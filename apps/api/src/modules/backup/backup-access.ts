import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How `npm run backup` reaches the running PGlite server, the only process allowed to open
 * its directory: a file in DATA_DIR (owner-only) with the server's port and a token made
 * at each start. Whoever can read it can read the database files anyway.
 */
export type BackupAccess = {
  pid: number;
  host: string;
  port: number;
  token: string;
  /** The directory the server serves: a copy of it carries this file but is not it. */
  dir: string;
};

export const accessFile = (dataDir: string) => join(dataDir, 'backup-access.json');

export const publishAccess = (dataDir: string, host: string, port: number): BackupAccess => {
  const access = {
    pid: process.pid,
    host,
    port,
    token: randomBytes(32).toString('hex'),
    dir: realpathSync(dataDir),
  };
  const file = accessFile(dataDir);
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  return access;
};

/** The access of the server running on this very directory, if the file names it. */
export const readAccess = (dataDir: string): BackupAccess | null => {
  try {
    if (!existsSync(accessFile(dataDir))) return null;
    const access = JSON.parse(readFileSync(accessFile(dataDir), 'utf8')) as BackupAccess;
    return access.dir === realpathSync(dataDir) ? access : null;
  } catch {
    return null;
  }
};

/** Removes the file only if it is this process's (a newer server may have replaced it). */
export const withdrawAccess = (dataDir: string) => {
  if (readAccess(dataDir)?.pid === process.pid) rmSync(accessFile(dataDir), { force: true });
};

export const tokenMatches = (given: string | undefined, expected: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A connection from this machine: loopback, or to our own address from our own address. */
export const fromThisMachine = (socket: { remoteAddress?: string; localAddress?: string }) => {
  const remote = socket.remoteAddress ?? '';
  return (
    remote === '127.0.0.1' ||
    remote === '::1' ||
    remote === '::ffff:127.0.0.1' ||
    (remote !== '' && remote === socket.localAddress)
  );
};
