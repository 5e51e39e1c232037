import { createHash } from 'node:crypto';
import { closeSync, createReadStream, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { hostname } from 'node:os';

export type BackupKind = 'pglite' | 'postgres';

/** What travels beside every backup file (`<file>.json`): enough to check and restore it. */
export type BackupManifest = {
  format: 'prapa-backup/1';
  kind: BackupKind;
  file: string;
  createdAt: string;
  appVersion: string;
  /** The newest migration the database had (tag), and its journal time. */
  migration: string;
  migrationWhen: number;
  bytes: number;
  sha256: string;
  host: string;
  organisations: number;
};

const journalUrl = new URL('../../db/migrations/meta/_journal.json', import.meta.url);
const packageUrl = new URL('../../../package.json', import.meta.url);

type JournalEntry = { tag: string; when: number };

export const journal = (): JournalEntry[] =>
  (JSON.parse(readFileSync(journalUrl, 'utf8')) as { entries: JournalEntry[] }).entries;

export const appVersion = (): string =>
  (JSON.parse(readFileSync(packageUrl, 'utf8')) as { version: string }).version;

/** The tag of a migration from the time drizzle recorded for it. */
export const migrationTag = (when: number): string =>
  journal().find((e) => e.when === when)?.tag ?? `unknown (${when})`;

/** YYYYMMDD-HHmmss in Bangkok time: what a clerk reads on the wall clock. */
export const bangkokStamp = (at = new Date()): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
};

/** The backup's name: the organisation (or machine) and the Bangkok time it was taken. */
export const backupFileName = (label: string, kind: BackupKind, at = new Date()): string => {
  const stamp = bangkokStamp(at);
  const safe = label.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'backup';
  return `prapa-${safe}-${stamp}${kind === 'pglite' ? '.tar.gz' : '.pgdump'}`;
};

export const hostLabel = () => hostname().split('.')[0] ?? 'host';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const sha256OfFile = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

export const manifestPath = (file: string) => `${file}.json`;

export const readManifest = (file: string): BackupManifest | null =>
  existsSync(manifestPath(file))
    ? (JSON.parse(readFileSync(manifestPath(file), 'utf8')) as BackupManifest)
    : null;

/** What a file holds, from its first bytes: a gzip tarball (PGlite) or a pg_dump archive. */
export const sniffKind = (file: string): BackupKind | null => {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
};
