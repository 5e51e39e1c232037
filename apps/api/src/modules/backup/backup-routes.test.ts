import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupOverview, BackupRunView } from '@prapa/contracts';
import { createOrg, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { nextRunAt, slotOf } from './nightly-backup.ts';
import { pruneBackups } from './recorded-backup.ts';

// The IT screen's backups (issue 23): the log and schedule, a backup now into BACKUP_DIR,
// a failure shown with its reason; who may see and start them.
const work = mkdtempSync(join(tmpdir(), 'prapa-backup-routes-'));
let t: TestApp;
let broken: TestApp;
let plain: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: join(work, 'nightly'), BACKUP_KEEP: '3' });
  // A "folder" that is a file: every backup into it fails.
  writeFileSync(join(work, 'not-a-dir'), '');
  broken = await createTestApp({ BACKUP_DIR: join(work, 'not-a-dir') });
  plain = await createTestApp();
  org = await createOrg(t);
});
afterAll(async () => {
  await Promise.all([t.close(), broken.close(), plain.close()]);
  rmSync(work, { recursive: true, force: true });
});

const call = async (
  app: TestApp,
  o: TestOrg,
  position: 'it' | 'manager' | 'clerk',
  method: 'GET' | 'POST',
) => {
  const s = await o.login(position);
  return app.app.inject({ method, url: '/api/v1/system/backups', headers: s.headers });
};

describe('backups on the IT screen', () => {
  it('takes a backup now, lists it as the last good one, and only IT may start one', async () => {
    const made = await call(t, org, 'it', 'POST');
    expect(made.statusCode, made.body).toBe(200);
    const run = made.json().data as BackupRunView;
    expect(run).toMatchObject({ trigger: 'manual', status: 'ok', error: null });
    expect(existsSync(join(work, 'nightly', run.file ?? ''))).toBe(true);
    expect(existsSync(join(work, 'nightly', `${run.file}.json`))).toBe(true);

    const seen = await call(t, org, 'manager', 'GET');
    expect(seen.statusCode).toBe(200);
    const overview = seen.json().data as BackupOverview;
    expect(overview.lastOk?.id).toBe(run.id);
    expect(overview.nightly).toMatchObject({ keep: 3, at: '02:00', dir: join(work, 'nightly') });
    expect((await call(t, org, 'manager', 'POST')).statusCode).toBe(403);
    expect((await call(t, org, 'clerk', 'GET')).statusCode).toBe(403);
  });

  it('shows a failed backup as failed, with its reason', async () => {
    const o = await createOrg(broken);
    const made = await call(broken, o, 'it', 'POST');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ status: 'failed', file: null });
    const overview = (await call(broken, o, 'it', 'GET')).json().data as BackupOverview;
    expect(overview.runs[0]).toMatchObject({ status: 'failed' });
    expect(overview.runs[0]?.error).toMatch(/EEXIST|ENOTDIR|not a directory/i);
    expect(overview.lastOk).toBeNull();
  });

  it('says how to back up when no backup folder is set', async () => {
    const o = await createOrg(plain);
    const res = await call(plain, o, 'it', 'POST');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('BACKUP_DIR');
    expect(((await call(plain, o, 'it', 'GET')).json().data as BackupOverview).nightly).toBeNull();
  });
});

describe('the nightly schedule', () => {
  it('runs at the Bangkok time asked, the next day once passed', () => {
    // 2026-11-28 01:00 in Bangkok is 2026-11-27 18:00 UTC.
    expect(nextRunAt('02:00', new Date('2026-11-27T18:00:00Z')).toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    );
    expect(nextRunAt('02:00', new Date('2026-11-27T19:00:00Z')).toISOString()).toBe(
      '2026-11-28T19:00:00.000Z',
    );
    expect(slotOf(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
  });

  it('keeps the newest backups and leaves other files alone', () => {
    const dir = join(work, 'prune');
    mkdirSync(dir);
    const names = [1, 2, 3, 4].map((d) => `prapa-T1-2026110${d}-020000.tar.gz`);
    names.forEach((name, i) => {
      writeFileSync(join(dir, name), 'x');
      writeFileSync(join(dir, `${name}.json`), '{}');
      utimesSync(join(dir, name), 1_800_000_000 + i, 1_800_000_000 + i);
    });
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(pruneBackups(dir, 2).sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(
      ['notes.txt', ...names.slice(2).flatMap((n) => [n, `${n}.json`])].sort(),
    );
  });
});
