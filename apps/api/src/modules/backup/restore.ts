import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createPglite, openPglite, openPostgres, type Database } from '../../db/client.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import {
  bangkokStamp,
  journal,
  readManifest,
  sha256OfFile,
  sniffKind,
  type BackupKind,
} from './backup-file.ts';
import { databaseFacts } from './database-facts.ts';
import { gunzipAsync, runTool } from './dump.ts';

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; force?: boolean }
  | { kind: 'postgres'; databaseUrl: string; create?: boolean };

export type RestoreResult = {
  kind: BackupKind;
  checked: 'sha256' | 'no manifest';
  migration: string;
  organisations: number;
  /** PGlite --force: where the directory that was there went. */
  setAside?: string;
};

/** Refuses a file that is not what its manifest says, or is newer than this Prapa. */
const checkFile = async (file: string, target: RestoreTarget) => {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const kind = sniffKind(file);
  if (!kind) throw new Error(`${file} is not a Prapa backup (neither .tar.gz nor pg_dump)`);
  if (kind !== target.kind) {
    throw new Error(
      kind === 'pglite'
        ? 'This is a backup of the built-in database (PGlite): restore it into a data directory (--data-dir), not into PostgreSQL.'
        : 'This is a PostgreSQL backup (pg_dump): restore it into a database (--database-url).',
    );
  }
  const manifest = readManifest(file);
  if (manifest) {
    const sha = await sha256OfFile(file);
    if (sha !== manifest.sha256) {
      throw new Error(`${file} is damaged: its checksum differs from ${file}.json`);
    }
    const newest = Math.max(...journal().map((e) => e.when));
    if (manifest.migrationWhen > newest) {
      throw new Error(
        `This backup comes from a newer Prapa (${manifest.appVersion}, ${manifest.migration}): update Prapa first.`,
      );
    }
  }
  return manifest ? ('sha256' as const) : ('no manifest' as const);
};

const summary = async (database: Database) => {
  // A backup from an older Prapa is brought up to this version's schema.
  await database.migrate();
  const facts = await databaseFacts(database.db);
  return { migration: facts.migration, organisations: facts.organisations };
};

const restorePglite = async (file: string, dataDir: string, force: boolean) => {
  const dir = resolve(dataDir);
  let setAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) {
      throw new Error(
        `${dir} is not empty. Restore into a new directory, or add --force to move this one aside.`,
      );
    }
    const held = lockDataDir(dir);
    if (!('release' in held)) throw new Error(`A server (process ${held.heldBy}) runs on ${dir}`);
    held.release();
    setAside = `${dir}.before-restore-${bangkokStamp()}`;
    renameSync(dir, setAside);
  }
  // Held while loading, so that no server opens the directory half-written.
  const lock = lockDataDir(dir);
  if (!('release' in lock)) throw new Error(`A server (process ${lock.heldBy}) runs on ${dir}`);
  try {
    const tar = await gunzipAsync(readFileSync(file));
    const client = await createPglite({
      dataDir: join(dir, 'pglite'),
      loadDataDir: new Blob([new Uint8Array(tar)]),
    });
    const database = await openPglite(client);
    try {
      return { ...(await summary(database)), setAside };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
};

const withClient = async <T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const databaseExists = async (url: string) => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (c) => {
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    return { name, found: found.rowCount !== 0, admin: admin.toString() };
  });
};

const restorePostgres = async (file: string, url: string, create: boolean) => {
  const db = await databaseExists(url);
  if (!db.found) {
    if (!create) {
      throw new Error(`Database ${db.name} does not exist: create it, or add --create.`);
    }
    await withClient(db.admin, (c) => c.query(`create database ${pg.escapeIdentifier(db.name)}`));
  }
  await withClient(url, async (c) => {
    const used = await c.query(
      `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind = 'r' limit 1`,
    );
    if (used.rowCount !== 0) {
      throw new Error(`Database ${db.name} is not empty: restore into a new database.`);
    }
    // Roles live in the cluster, not in a dump: the app role, as migration 0001 makes it,
    // and the restoring user a member of it (tenant transactions switch to it).
    await c.query(`DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'prapa_app') THEN
          CREATE ROLE prapa_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
        END IF;
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          EXECUTE format('GRANT prapa_app TO %I', current_user);
        END IF;
      END $$`);
  });
  // --no-owner: the restoring user owns what it creates (the original owner may not exist
  // here); the grants to prapa_app and the row-level security policies come with the dump.
  await runTool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  const database = await openPostgres(url, 2);
  try {
    return await summary(database);
  } finally {
    await database.close();
  }
};

/** Restores a backup into a new data directory (PGlite) or a new database (PostgreSQL). */
export const restoreBackup = async (
  file: string,
  target: RestoreTarget,
): Promise<RestoreResult> => {
  const checked = await checkFile(file, target);
  const done =
    target.kind === 'pglite'
      ? await restorePglite(file, target.dataDir, target.force ?? false)
      : await restorePostgres(file, target.databaseUrl, target.create ?? false);
  return { kind: target.kind, checked, ...done };
};
