import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * Migrate once per run. PGlite: dump the migrated directory and let every test file
 * load its own copy. PostgreSQL (TEST_DATABASE_URL): a migrated template database that
 * every test file clones.
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
  const dir = mkdtempSync(join(tmpdir(), 'prapa-test-'));
  const client = await createPglite();
  const database = await openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.PRAPA_TEST_DUMP = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
