import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import {
  appVersion,
  backupFileName,
  manifestPath,
  sha256Of,
  sha256OfFile,
  type BackupManifest,
} from './backup-file.ts';
import { databaseFacts } from './database-facts.ts';
import { dumpPglite, pgDump } from './dump.ts';

/** A PGlite backup in memory and its manifest: what the server hands `npm run backup`. */
export const pgliteBackup = async (
  database: Database,
): Promise<{ bytes: Buffer; manifest: BackupManifest }> => {
  if (!database.pglite) throw new Error('not a PGlite database');
  const facts = await databaseFacts(database.db);
  const createdAt = new Date();
  const bytes = await dumpPglite(database.pglite);
  return {
    bytes,
    manifest: {
      format: 'prapa-backup/1',
      kind: 'pglite',
      file: backupFileName(facts.label, 'pglite', createdAt),
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      migration: facts.migration,
      migrationWhen: facts.migrationWhen,
      bytes: bytes.length,
      sha256: sha256Of(bytes),
      host: hostname(),
      organisations: facts.organisations,
    },
  };
};

/** Writes bytes so that a reader never sees half a file: to a side name, then renamed. */
export const writeWhole = (file: string, bytes: Uint8Array | string) => {
  const part = `${file}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
};

export const writeManifest = (file: string, manifest: BackupManifest) =>
  writeWhole(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);

/**
 * Takes a backup into a directory: PGlite through the open client, PostgreSQL with
 * pg_dump on the database's URL. Returns the manifest, written beside the file.
 */
export const writeBackup = async (
  database: Database,
  dir: string,
): Promise<{ path: string; manifest: BackupManifest }> => {
  mkdirSync(dir, { recursive: true });
  if (database.kind === 'pglite') {
    const { bytes, manifest } = await pgliteBackup(database);
    const path = join(dir, manifest.file);
    writeWhole(path, bytes);
    writeManifest(path, manifest);
    return { path, manifest };
  }
  const databaseUrl = database.url;
  if (!databaseUrl) throw new Error('PostgreSQL backup needs the database URL');
  const facts = await databaseFacts(database.db);
  const createdAt = new Date();
  const file = backupFileName(facts.label, 'postgres', createdAt);
  const path = join(dir, file);
  const part = `${path}.part`;
  try {
    await pgDump(databaseUrl, part);
    renameSync(part, path);
  } catch (err) {
    rmSync(part, { force: true });
    throw err;
  }
  const manifest: BackupManifest = {
    format: 'prapa-backup/1',
    kind: 'postgres',
    file,
    createdAt: createdAt.toISOString(),
    appVersion: appVersion(),
    migration: facts.migration,
    migrationWhen: facts.migrationWhen,
    bytes: statSync(path).size,
    sha256: await sha256OfFile(path),
    host: hostname(),
    organisations: facts.organisations,
  };
  writeManifest(path, manifest);
  return { path, manifest };
};
