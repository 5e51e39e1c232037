// `npm run restore -- <file> [--data-dir DIR | --database-url URL] [--create] [--force]`:
// a backup into a NEW data directory (PGlite) or a NEW database (PostgreSQL), checked
// against its manifest and migrated to this version of Prapa.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { sniffKind } from './modules/backup/backup-file.ts';
import { restoreBackup, type RestoreTarget } from './modules/backup/restore.ts';

const usage =
  'Usage: npm run restore -- <backup file> [--data-dir DIR | --database-url URL] [--create] [--force]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    create: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});

const main = async () => {
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`No such file: ${path}`);
  const kind = values['database-url']
    ? 'postgres'
    : values['data-dir']
      ? 'pglite'
      : (sniffKind(path) ?? 'pglite');
  const target: RestoreTarget =
    kind === 'postgres'
      ? {
          kind,
          databaseUrl: values['database-url'] ?? config.databaseUrl ?? '',
          create: values.create,
        }
      : { kind, dataDir: values['data-dir'] ?? config.dataDir, force: values.force };
  if (target.kind === 'postgres' && !target.databaseUrl) {
    throw new Error(`A PostgreSQL backup needs --database-url (or DATABASE_URL).\n${usage}`);
  }
  const started = performance.now();
  const done = await restoreBackup(path, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${path} in ${seconds} s (checked: ${done.checked}).`);
  console.log(`  ${done.organisations} organisation(s), schema now ${done.migration}`);
  if (done.setAside) console.log(`  The directory that was there is now ${done.setAside}`);
  console.log(
    target.kind === 'pglite'
      ? `Start Prapa on it with: DATA_DIR=${resolve(target.dataDir)} npm start`
      : `Start Prapa on it with: DATABASE_URL=<that database's URL> npm start`,
  );
};

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
