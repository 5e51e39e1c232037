import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
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

  describe('a copied data directory', () => {
    const liveChild = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);

    it('starts although it carries the lock of the live server it was copied from', () => {
      const dir = fresh();
      const child = liveChild();
      try {
        const held = lockDataDir(dir);
        if (!('release' in held)) throw new Error('not taken');
        // The lock as the live server (another process) wrote it for the original.
        const pid = child.pid ?? 0;
        const written = JSON.parse(readFileSync(join(dir, 'prapa.lock'), 'utf8')) as object;
        writeFileSync(
          join(dir, 'prapa.lock'),
          JSON.stringify({ ...written, pid, start: processStartOf(pid) }),
        );
        expect(lockDataDir(dir)).toEqual({ heldBy: pid });
        const copy = join(fresh(), 'copy');
        cpSync(dir, copy, { recursive: true });
        const reasons: string[] = [];
        const lock = lockDataDir(copy, { onStale: (r) => reasons.push(r) });
        expect('release' in lock).toBe(true);
        expect(reasons[0]).toMatch(/copied data directory/);
        expect(JSON.parse(readFileSync(join(copy, 'prapa.lock'), 'utf8'))).toMatchObject({
          pid: process.pid,
          dir: realpathSync(copy),
        });
      } finally {
        child.kill('SIGKILL');
      }
    });

    it('starts when the lock was written on another machine', async () => {
      const dir = fresh();
      const child = liveChild();
      try {
        const pid = child.pid ?? 0;
        writeFileSync(
          join(dir, 'prapa.lock'),
          JSON.stringify({
            pid,
            start: processStartOf(pid),
            dir: realpathSync(dir),
            host: `${hostname()}-elsewhere`,
          }),
        );
        expect('release' in lockDataDir(dir)).toBe(true);
      } finally {
        child.kill('SIGKILL');
      }
    });

    it('still refuses a live server on the same directory reached by its new name', () => {
      const parent = fresh();
      const dir = join(parent, 'data');
      const child = liveChild();
      try {
        const held = lockDataDir(dir);
        if (!('release' in held)) throw new Error('not taken');
        // The live twin's lock: the same directory, moved (same inode, another path).
        const pid = child.pid ?? 0;
        const written = JSON.parse(readFileSync(join(dir, 'prapa.lock'), 'utf8')) as object;
        writeFileSync(
          join(dir, 'prapa.lock'),
          JSON.stringify({ ...written, pid, start: processStartOf(pid) }),
        );
        renameSync(dir, join(parent, 'moved'));
        expect(lockDataDir(join(parent, 'moved'))).toEqual({ heldBy: pid });
        expect(lockDataDir(join(parent, 'moved'))).toEqual({ heldBy: pid });
      } finally {
        child.kill('SIGKILL');
      }
    });
  });
});
