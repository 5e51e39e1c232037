import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { bangkokDate } from '@prapa/domain';
import { openPglite } from '../src/db/client.ts';
import { setPasswordCostForTests } from '../src/lib/passwords.ts';
import { ensureDemo } from '../src/modules/setup/demo-seed.ts';
import { openPgliteCopy } from './pglite-copy.ts';

// The demo village seeded once per run (10 s of billing a year on 2 cores), dumped beside
// the migrated dump, and copied by each test file that reads the demo (defaults,
// demo-readings, demo-water-users), as the migrated dump is. The first file to ask builds
// it while a second waits for it; demo-muni.test.ts still seeds from nothing, so the seed
// itself stays tested.

const root = new URL('../../../', import.meta.url).pathname;
const SOURCES = ['apps/api/src', 'packages/domain/src', 'packages/contracts/src'];
const STALE_LOCK_MS = 180_000;

const hashTree = (hash: ReturnType<typeof createHash>, dir: string) => {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, e.name);
    if (e.isDirectory()) hashTree(hash, path);
    else if (!e.name.endsWith('.test.ts')) hash.update(`${path}\n`).update(readFileSync(path));
  }
};

/**
 * What the seeded demo depends on: the migrated dump, the code that seeds it (all of the
 * API's and the packages' sources: it bills and takes payments) and the day (its rounds
 * are dated from today).
 */
const demoKey = (migrated: string) => {
  const hash = createHash('sha256').update(`${migrated}\n${bangkokDate(new Date())}\n`);
  for (const dir of SOURCES) hashTree(hash, join(root, dir));
  return hash.digest('hex').slice(0, 16);
};

const build = async (migrated: string, file: string) => {
  setPasswordCostForTests(1024);
  const client = await openPgliteCopy(migrated);
  const database = await openPglite(client);
  await ensureDemo(database.db);
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
};

/** The demo dump's path, built by this process or waited for while another builds it. */
export const demoDump = async (): Promise<string> => {
  const migrated = process.env.PRAPA_TEST_DUMP;
  if (!migrated) throw new Error('global setup did not run');
  const file = join(dirname(migrated), `demo-${demoKey(migrated)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return file;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker builds it; a lock left by a killed run is taken over.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) rmdirSync(lock);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!existsSync(file)) await build(migrated, file);
    } finally {
      rmdirSync(lock);
    }
  }
};
