// `npm run backup [-- --out DIR]`: a consistent, compressed backup of the database the
// server is configured for (DATA_DIR or DATABASE_URL), taken while it runs.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { holderRunning, lockDataDir } from './lib/data-dir-lock.ts';
import { readAccess } from './modules/backup/backup-access.ts';
import { sha256Of, type BackupManifest } from './modules/backup/backup-file.ts';
import { writeBackup, writeManifest, writeWhole } from './modules/backup/write-backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const outDir = resolve(values.out ?? config.backupDir ?? 'backups');

/** PGlite with its server running: the server, which alone may open it, makes the copy. */
const throughServer = async (dataDir: string) => {
  const access = readAccess(dataDir);
  if (!access || !holderRunning({ pid: access.pid, start: null })) return null;
  const host = access.host.includes(':') ? `[${access.host}]` : access.host;
  const res = await fetch(`http://${host}:${access.port}/api/internal/backup`, {
    method: 'POST',
    headers: { 'x-prapa-backup-token': access.token },
  });
  if (!res.ok)
    throw new Error(`The server refused the backup (${res.status}): ${await res.text()}`);
  const header = res.headers.get('x-prapa-manifest');
  if (!header) throw new Error('The server answered without a manifest');
  const manifest = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as BackupManifest;
  const bytes = Buffer.from(await res.arrayBuffer());
  if (sha256Of(bytes) !== manifest.sha256) throw new Error('The backup arrived damaged');
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, manifest.file);
  writeWhole(path, bytes);
  writeManifest(path, manifest);
  return { path, manifest, via: `the running server (process ${access.pid})` };
};

/** PGlite with no server: this process takes the directory's lock and opens it itself. */
const offline = async (dataDir: string) => {
  if (!existsSync(join(dataDir, 'pglite'))) throw new Error(`No database in ${dataDir}`);
  const lock = lockDataDir(dataDir);
  if (!('release' in lock)) {
    throw new Error(
      `A server (process ${lock.heldBy}) holds ${dataDir} but did not publish its backup access; restart it with this version of Prapa.`,
    );
  }
  try {
    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      return { ...(await writeBackup(database, outDir)), via: 'the data directory' };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
};

const postgres = async (url: string) => {
  const database = await openPostgres(url, 1);
  try {
    return { ...(await writeBackup(database, outDir)), via: 'pg_dump' };
  } finally {
    await database.close();
  }
};

const main = async () => {
  const started = performance.now();
  const done = config.databaseUrl
    ? await postgres(config.databaseUrl)
    : ((await throughServer(config.dataDir)) ?? (await offline(config.dataDir)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (done.manifest.bytes / 1_048_576).toFixed(2);
  console.log(`Backup written: ${done.path}`);
  console.log(`  ${mb} MB in ${seconds} s, through ${done.via}`);
  console.log(
    `  ${done.manifest.organisations} organisation(s), schema ${done.manifest.migration}`,
  );
  console.log(`  sha256 ${done.manifest.sha256} (also in ${done.path}.json)`);
  console.log(`Restore it with: npm run restore -- ${done.path} --data-dir <new directory>`);
};

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
