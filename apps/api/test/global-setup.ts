import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openPglite, openPostgres } from '../src/db/client.ts';

const root = new URL('../../../', import.meta.url).pathname;
const migrations = new URL('../src/db/migrations/', import.meta.url).pathname;
const cacheDir = join(root, 'node_modules/.cache/prapa-test');
const DAY_MS = 24 * 3_600_000;

/** Every file under dir, sorted, as [relative path, bytes]. */
const filesOf = (dir: string, prefix = ''): [string, Buffer][] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e): [string, Buffer][] =>
      e.isDirectory()
        ? filesOf(join(dir, e.name), `${prefix}${e.name}/`)
        : [[`${prefix}${e.name}`, readFileSync(join(dir, e.name))]],
    );

/**
 * What the migrated dump depends on: the migrations, the client (its extensions), this
 * file and the PGlite build. A change to any of them makes a new dump; an unchanged tree reuses the last
 * one, so a run (a one-file run too) skips initdb and migrating (8–15 s on 2 cores).
 */
const dumpKey = () => {
  const hash = createHash('sha256');
  // The installed PGlite build (its package.json is not exported; read where it resolves).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  hash.update(`pglite ${(JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version}\n`);
  hash.update(readFileSync(new URL('../src/db/client.ts', import.meta.url)));
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const [name, bytes] of filesOf(migrations)) hash.update(`${name}\n`).update(bytes);
  return hash.digest('hex').slice(0, 16);
};

/** Dumps that no run has used for a day are dropped (the migrations moved on). */
const pruneCache = (keep: string) => {
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (file !== keep && Date.now() - statSync(file).mtimeMs > DAY_MS)
      rmSync(file, { force: true });
  }
};

const migratedDump = async (): Promise<string> => {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `migrated-${dumpKey()}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    pruneCache(file);
    return file;
  }
  const client = await createPglite();
  const database = await openPglite(client);
  await database.migrate();
  // A checkpoint first: every load then starts without replaying the migrations' WAL.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed: a run started meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  pruneCache(file);
  return file;
};

/**
 * Migrate once per run. PGlite: a migrated data directory dump (cached between runs while
 * the migrations do not change) that every test app loads a copy of. PostgreSQL
 * (TEST_DATABASE_URL): a migrated template database that every test file clones.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `prapa_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openPostgres(target.toString(), 2);
    await database.migrate();
    await database.close();
    process.env.PRAPA_TEST_TEMPLATE = template;
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  process.env.PRAPA_TEST_DUMP = await migratedDump();
  return () => {};
}
