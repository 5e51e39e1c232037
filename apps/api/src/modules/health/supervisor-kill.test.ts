import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem } from '../../db/tenant.ts';
import {
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  seedRound,
  serverEnv,
  signIn,
  stopped,
  withDatabase,
  type Client,
  type Target,
} from '../../../test/server-process.ts';

// Issue 23 with the real processes: `node scripts/supervise.mjs` (what `npm start` runs,
// without the web build) over the real server. Its worker is killed with SIGKILL while a
// client writes: service is back within 10 s and every write acknowledged before the
// kill is there. Then SIGTERM to the supervisor while a request is in flight: the request
// completes, the supervisor exits 0 and the data directory's lock is gone.

const root = new URL('../../../../../', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Supervisor = { child: ChildProcess; workers: number[]; log: () => string };

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

const startSupervisor = (port: number, env: Record<string, string>): Supervisor => {
  const child = spawn(process.execPath, ['scripts/supervise.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: serverEnv(port, env),
  });
  children.push(child);
  const workers: number[] = [];
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const m of text.matchAll(/worker (\d+) started/g)) {
      const pid = Number(m[1]);
      if (!workers.includes(pid)) workers.push(pid);
    }
  });
  return { child, workers, log: () => text };
};

const isReady = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;
  } catch {
    return false;
  }
};

const untilReady = async (port: number, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await isReady(port))) {
    if (Date.now() > deadline) throw new Error(`not ready within ${ms} ms`);
    await sleep(25);
  }
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

const areaCodes = async (client: Client) => {
  const codes: string[] = [];
  for (let page = 1; ; page++) {
    const got = await client.call('GET', `/api/v1/basic/areas?pageSize=500&page=${page}`);
    const items = (got.body.data as { items: { code: string }[] }).items;
    codes.push(...items.map((a) => a.code));
    if (items.length < 500) return codes;
  }
};

describe('supervisor: the worker killed while serving', () => {
  it('is back within 10 s with every acknowledged write; SIGTERM drains and unlocks', async () => {
    target = await makeTarget();
    await withDatabase(target, (d) => seedRound(d, 5));
    const port = await freePort();
    const env = { ...target.env, JOB_STALE_SECONDS: '1' };
    const sup = startSupervisor(port, env);
    await untilReady(port, 120_000);
    const finance = await signIn(port, ORG_CODE, 'finance', PASSWORD);

    // A client writing one area after another; a write is acknowledged by its 200 only.
    const acked: string[] = [];
    let failures = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const code = `K${i}`;
        try {
          const res = await finance.call('POST', '/api/v1/basic/areas', {
            code,
            name: `บ้านทดสอบ ${i}`,
          });
          if (res.status === 200) acked.push(code);
          else failures += 1;
        } catch {
          failures += 1; // connection refused or reset: not acknowledged
          await sleep(20);
        }
      }
    })();

    const warm = Date.now() + 60_000;
    while (acked.length < 20 && Date.now() < warm) await sleep(10);
    expect(acked.length).toBeGreaterThanOrEqual(20);
    // The supervisor's warm standby has loaded the modules: the restart it is built for.
    const loaded = Date.now() + 120_000;
    while (!/standby \d+ ready/.test(sup.log()) && Date.now() < loaded) await sleep(50);
    expect(sup.log()).toMatch(/standby \d+ ready/);
    const victim = sup.workers.at(-1) ?? 0;
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    const ackedAtKill = [...acked];
    await untilReady(port, 60_000);
    const restartMs = Date.now() - killedAt;

    const resumed = acked.length;
    const more = Date.now() + 30_000;
    while (acked.length < resumed + 10 && Date.now() < more) await sleep(10);
    writing = false;
    await writer;
    console.log(
      `supervisor (${target.kind}): kill -9 → ready in ${restartMs} ms; ` +
        `${ackedAtKill.length} writes acknowledged before, ${acked.length} in all, ` +
        `${failures} refused while down`,
    );

    // Soft: a slow machine still checks the rest (nothing lost, the drain) before failing.
    expect.soft(restartMs, 'kill -9 → ready (ms)').toBeLessThan(10_000);
    expect(sup.workers.length).toBe(2);
    expect(sup.workers[1]).not.toBe(victim);
    expect(sup.log()).toMatch(new RegExp(`worker ${victim} died \\(signal SIGKILL after`));
    expect(acked.length).toBeGreaterThanOrEqual(resumed + 10);
    const stored = new Set(await areaCodes(finance));
    expect(ackedAtKill.filter((c) => !stored.has(c))).toEqual([]);
    expect(acked.filter((c) => !stored.has(c))).toEqual([]);

    // SIGTERM to the supervisor while a request is in flight: its body is half sent.
    const token = await bearer(port);
    const inFlight = slowPost(port, token, { code: 'DRAIN1', name: 'บ้านระหว่างปิด' });
    await sleep(200);
    const exit = exited(sup.child);
    sup.child.kill('SIGTERM');
    await sleep(500);
    expect(sup.child.exitCode).toBeNull(); // still draining: the request holds it
    const answer = await inFlight.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(await exit).toBe(0);
    expect(sup.log()).toMatch(/worker \d+ stopped \(exit code 0/);
    if (target.kind === 'pglite') {
      expect(existsSync(join(target.env.DATA_DIR ?? '', 'prapa.lock'))).toBe(false);
    }
    const [row] = await withDatabase(target, async (d) =>
      rowsOf<{ n: number }>(
        await withSystem(d.db, (tx) =>
          tx.execute(sql`select count(*)::int as n from areas where code = 'DRAIN1'`),
        ),
      ),
    );
    expect(row?.n).toBe(1);
  }, 300_000);

  // PGlite only: its lock file shows when the worker is past the hold (PostgreSQL has no
  // such sign), and a half-made PGlite directory is what the hold prevents.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'holds a SIGTERM that comes while the worker starts, then drains and unlocks',
    async () => {
      if (!target) throw new Error('the first test made the database');
      const port = await freePort();
      const sup = startSupervisor(port, { ...target.env, PRAPA_STANDBY: '0' });
      const started = Date.now() + 60_000;
      while (sup.workers.length === 0 && Date.now() < started) await sleep(10);
      // Once the lock is taken, the worker is past the hold and opening the database.
      const lock = join(target.env.DATA_DIR ?? '', 'prapa.lock');
      while (!existsSync(lock) && Date.now() < started) await sleep(5);
      expect(existsSync(lock)).toBe(true);
      expect(await isReady(port)).toBe(false); // still starting
      const exit = exited(sup.child);
      sup.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(sup.log()).toMatch(/worker \d+ stopped \(exit code 0/);
      expect(existsSync(lock)).toBe(false);
    },
    120_000,
  );
});

const bearer = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ org_id: ORG_CODE, username: 'finance', password: PASSWORD }),
  });
  const body = (await res.json()) as { data: { tokens: { access: { token: string } } } };
  return body.data.tokens.access.token;
};

/** A POST whose body is sent in two halves: in flight until finish() sends the rest. */
const slowPost = (port: number, token: string, payload: object) => {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  let resolveAnswer: (a: { status: number; body: string }) => void = () => {};
  let rejectAnswer: (err: Error) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/basic/areas',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': body.length,
      },
    },
    (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', rejectAnswer);
  req.write(body.subarray(0, half));
  return {
    finish: () => {
      req.end(body.subarray(half));
      return answer;
    },
  };
};
