import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, processStartOf } from './data-dir-lock.ts';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prapa-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('takes a free directory and releases it', () => {
    const dir = fresh();
    const lock = lockDataDir(dir);
    expect('release' in lock).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'prapa.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    if ('release' in lock) lock.release();
  });

  it('is not stopped by a stale lock whose pid now belongs to an unrelated live process', () => {
    const dir = fresh();
    // pid 1 is alive (init) but did not write this lock: its start time differs.
    writeFileSync(join(dir, 'prapa.lock'), JSON.stringify({ pid: 1, start: '999999999' }));
    const lock = lockDataDir(dir);
    expect('release' in lock).toBe(true);
  });

  it('is not stopped by the lock of a process that has gone', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'prapa.lock'), JSON.stringify({ pid: 2 ** 22 - 3, start: '1' }));
    expect('release' in lockDataDir(dir)).toBe(true);
  });

  it('refuses while the process that wrote the lock still runs', async () => {
    const dir = fresh();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = child.pid ?? 0;
      writeFileSync(join(dir, 'prapa.lock'), JSON.stringify({ pid, start: processStartOf(pid) }));
      expect(lockDataDir(dir)).toEqual({ heldBy: pid });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
