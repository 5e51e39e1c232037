import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createBackoff,
  DO_NOT_RESTART,
  reasonFrom,
  supervise,
  type SuperviseOptions,
} from '../../../../../scripts/supervise.mjs';

// The supervisor's rules with tiny stand-in workers (`node -e …`): the real server under
// it is supervisor-kill.test.ts.

const fake = (code: string) => ({ command: process.execPath, args: ['-e', code], cwd: '/' });

const run = (code: string, options: SuperviseOptions = {}) => {
  const lines: string[] = [];
  let starts = 0;
  const supervisor = supervise({
    command: fake(code),
    log: (line) => lines.push(line),
    backoff: createBackoff({ firstMs: 20, maxMs: 80 }),
    standby: false,
    ...options,
    onStart: () => {
      starts += 1;
    },
  });
  return { supervisor, lines, starts: () => starts };
};

/** A worker that handles SIGTERM with `onTerm`, and says (a file) once it listens for it. */
const handling = (onTerm: string) => {
  const flag = join(mkdtempSync(join(tmpdir(), 'prapa-sup-')), 'ready');
  return {
    code: `process.on('SIGTERM', () => { ${onTerm} }); require('fs').writeFileSync(${JSON.stringify(flag)}, ''); setInterval(() => {}, 1000)`,
    ready: () => existsSync(flag),
  };
};

const until = async (done: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('supervisor backoff', () => {
  it('doubles from 0.5 s to 30 s, and starts over once a worker stayed up a minute', () => {
    const backoff = createBackoff();
    const waits = Array.from({ length: 8 }, () => backoff.after(1_000));
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoff.after(60_000)).toBe(500);
    expect(backoff.after(59_000)).toBe(1_000);
  });
});

describe('why a worker died', () => {
  it('prefers the line the worker wrote, else the last error Node printed', () => {
    expect(reasonFrom('noise\n[prapa] fatal: Error: disk full\n\nNode.js v20.20.2\n')).toBe(
      'Error: disk full',
    );
    const uncaught = [
      'file:///x.ts:3',
      '  throw new TypeError("bad thing");',
      '  ^',
      '',
      'TypeError: bad thing',
      '    at file:///x.ts:3:9',
      '',
      'Node.js v20.20.2',
    ].join('\n');
    expect(reasonFrom(uncaught)).toBe('TypeError: bad thing');
    expect(
      reasonFrom(
        'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
      ),
    ).toMatch(/heap out of memory/);
    expect(reasonFrom('')).toBeNull();
  });
});

describe('supervise()', () => {
  it('restarts a crashing worker with backoff and logs why it died', async () => {
    const r = run(`console.error('[prapa] fatal: Error: boom'); process.exit(3)`);
    await until(() => r.starts() >= 3);
    r.supervisor.stop();
    expect(await r.supervisor.done).toBe(0);
    const died = r.lines.filter((l) => l.includes('died'));
    expect(died[0]).toMatch(
      /died \(exit code 3 after [\d.]+ s\): Error: boom; restarting in 0\.0 s/,
    );
    expect(died.length).toBeGreaterThanOrEqual(2);
  });

  it('names an uncaught exception, and a kill by signal', async () => {
    const r = run(`throw new TypeError('bad thing')`);
    await until(() => r.starts() >= 2);
    r.supervisor.stop();
    await r.supervisor.done;
    expect(r.lines.find((l) => l.includes('died'))).toMatch(/exit code 1 .*: TypeError: bad thing/);

    const k = run(`process.kill(process.pid, 'SIGKILL')`);
    await until(() => k.starts() >= 2);
    k.supervisor.stop();
    await k.supervisor.done;
    expect(k.lines.find((l) => l.includes('died'))).toMatch(/died \(signal SIGKILL after/);
  });

  it('hands over to the warm standby, which loaded ahead and waited for "go"', async () => {
    // The first worker serves 3 s: time for the standby to load, even on a busy machine.
    const r = run(
      `const crash = (ms) => setTimeout(() => { console.error('[prapa] fatal: Error: crash'); process.exit(3) }, ms);
       if (process.env.PRAPA_STANDBY === '1') {
         process.on('message', (m) => { if (m === 'go') crash(300); });
         process.send('standby');
       } else { process.send('serving'); crash(3000); }`,
      { standby: true, standbyDelayMs: 20 },
    );
    await until(() => r.lines.some((l) => l.endsWith('started (the warm standby)')));
    r.supervisor.stop();
    await r.supervisor.done;
    const promoted = r.lines.findIndex((l) => l.endsWith('started (the warm standby)'));
    const pid = r.lines[promoted]?.match(/worker (\d+)/)?.[1];
    expect(r.lines.indexOf(`standby ${pid} loading`)).toBeGreaterThanOrEqual(0);
    expect(r.lines.indexOf(`standby ${pid} ready`)).toBeLessThan(promoted);
    expect(r.lines.indexOf(`standby ${pid} ready`)).toBeGreaterThan(0);
    expect(r.supervisor.standbyPid).toBeNull(); // dropped with the stop
  });

  it('gives up on "do not restart" (bad config, data directory in use)', async () => {
    const r = run(
      `console.error('[prapa] fatal: data directory /x is in use by process 1'); process.exit(${DO_NOT_RESTART})`,
    );
    expect(await r.supervisor.done).toBe(DO_NOT_RESTART);
    expect(r.starts()).toBe(1);
    expect(r.lines.at(-1)).toMatch(/refused to run .*in use by process 1; not restarting/);
  });

  it('forwards SIGTERM and waits for the drain; the worker exiting 0 ends it with 0', async () => {
    const worker = handling('setTimeout(() => process.exit(0), 300)');
    const r = run(worker.code);
    await until(worker.ready);
    const asked = Date.now();
    r.supervisor.stop('SIGTERM');
    expect(await r.supervisor.done).toBe(0);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(250);
    expect(r.starts()).toBe(1);
    expect(r.lines.at(-1)).toMatch(/stopped \(exit code 0/);
  });

  it('kills a worker that does not drain in time', async () => {
    const worker = handling('');
    const r = run(worker.code, { drainTimeoutMs: 400 });
    await until(worker.ready);
    r.supervisor.stop('SIGTERM');
    expect(await r.supervisor.done).toBe(1);
    expect(r.lines.join('\n')).toMatch(/still draining after 0\.4 s: SIGKILL/);
  });
});
