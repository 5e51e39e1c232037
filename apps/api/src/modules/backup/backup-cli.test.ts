import { execFile, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '@prapa/contracts';
import { openPglite, openPostgres } from '../../db/client.ts';
import {
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  seedRound,
  signIn,
  startServer,
  stopped,
  withDatabase,
  type Target,
} from '../../../test/server-process.ts';
import { databaseSnapshot } from './backup-snapshot.ts';

// What a clerk types (README "Backup and restore"), against the real server process:
// `npm run backup` while it serves, `npm run restore` elsewhere, a server started on the
// restored copy; and a copy of a killed server's data directory starts with no hand work.

const root = new URL('../../../../../', import.meta.url).pathname;
const run = promisify(execFile);
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `apps/api/src/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });

const work = mkdtempSync(join(tmpdir(), 'prapa-backup-cli-'));
const children: ChildProcess[] = [];
let target: Target | null = null;
const dropLater: string[] = [];
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
  if (process.env.TEST_DATABASE_URL && dropLater.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe('npm run backup / npm run restore', () => {
  it('backs up the serving database and a server starts on the restored copy', async () => {
    target = await makeTarget();
    const { roundId } = await withDatabase(target, (d) => seedRound(d, 50));
    const port = await freePort();
    const server = await startServer(port, target.env);
    children.push(server);
    const finance = await signIn(port, ORG_CODE, 'finance', PASSWORD);
    const billing = await finance.call('POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(billing.status).toBe(202);
    const jobId = (billing.body.data as JobView).id;
    for (let i = 0; i < 600; i++) {
      const job = (await finance.call('GET', `/api/v1/jobs/${jobId}`)).body.data as JobView;
      if (job.status === 'succeeded') break;
      expect(job.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const out = join(work, 'backups');
    const backup = await cli('backup-cli.ts', ['--out', out], target.env);
    expect(backup.stdout).toMatch(target.kind === 'pglite' ? /the running server/ : /pg_dump/);
    const [file] = readdirSync(out).filter((f) => !f.endsWith('.json'));
    if (!file) throw new Error('no backup written');
    expect(existsSync(join(out, `${file}.json`))).toBe(true);
    await stopped(server, 'SIGTERM');
    const before = await withDatabase(target, (d) => databaseSnapshot(d.db));
    expect(before.counts.bills).toBe(50);

    let env: Record<string, string>;
    let open: () => ReturnType<typeof openPglite>;
    if (target.kind === 'pglite') {
      const dataDir = join(work, 'restored');
      const restore = await cli('restore-cli.ts', [join(out, file), '--data-dir', dataDir], {});
      expect(restore.stdout).toContain(`DATA_DIR=${dataDir} npm start`);
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      open = () => openPglite(join(dataDir, 'pglite'));
    } else {
      const name = `prapa_cli_restored_${process.pid}`;
      dropLater.push(name);
      const restoredUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
      restoredUrl.pathname = `/${name}`;
      await cli(
        'restore-cli.ts',
        [join(out, file), '--database-url', restoredUrl.toString(), '--create'],
        {},
      );
      env = { DATABASE_URL: restoredUrl.toString() };
      open = () => openPostgres(restoredUrl.toString(), 2);
    }
    const database = await open();
    try {
      expect(await databaseSnapshot(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
    const second = await freePort();
    children.push(await startServer(second, env));
    expect(await health(second)).toBe(200);
    const again = await signIn(second, ORG_CODE, 'finance', PASSWORD);
    expect((await again.call('GET', '/api/v1/bills?pageSize=1')).status).toBe(200);
  }, 600_000);

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'starts on a copy of a killed server’s data directory, lock file and all',
    async () => {
      const own = await makeTarget();
      try {
        await withDatabase(own, (d) => seedRound(d, 10));
        const port = await freePort();
        const server = await startServer(port, own.env);
        children.push(server);
        await stopped(server, 'SIGKILL');
        const dataDir = own.env.DATA_DIR ?? '';
        expect(existsSync(join(dataDir, 'prapa.lock'))).toBe(true);
        const copy = join(work, 'copy');
        cpSync(dataDir, copy, { recursive: true });
        const second = await freePort();
        children.push(await startServer(second, { DATA_DIR: copy, DATABASE_URL: '' }));
        expect(await health(second)).toBe(200);
      } finally {
        await own.drop();
      }
    },
    300_000,
  );
});
