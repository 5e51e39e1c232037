import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/server-process.ts';
import { createBackoff, DO_NOT_RESTART } from '../../../../../scripts/supervise.mjs';
import {
  superviseCluster,
  type ClusterSupervisor,
} from '../../../../../scripts/supervise-cluster.mjs';

// WORKERS=N (issue 29): N processes on one port, each supervised. Stand-in workers (a file
// that answers its pid over HTTP) share the port through the cluster's primary; the real
// server under it is jobs-shared.test.ts's subject on PostgreSQL.

const worker = () => {
  const file = join(mkdtempSync(join(tmpdir(), 'prapa-cluster-')), 'worker.cjs');
  writeFileSync(
    file,
    `const http = require('http');
     const server = http.createServer((req, res) => res.end(process.pid + ' ' + peers));
     // The request relay (request-relay.mjs): /busy says this process answers requests;
     // every answer shows what it last heard of its peers.
     let peers = 'unheard';
     process.on('message', (m) => { if (m && m.kind === 'prapa:peers') peers = String(m.busy); });
     server.on('request', (req) => {
       if (req.url === '/busy') process.send({ kind: 'prapa:requests', busy: true });
     });
     server.listen(Number(process.env.PORT), '127.0.0.1');
     process.on('SIGTERM', () => server.close(() => process.exit(0)));`,
  );
  return { command: process.execPath, args: [file], cwd: '/' };
};

/** Which process answered: a new connection each time, so the primary hands them round. */
const ask = (port: number, path = '/') =>
  new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    // A connection handed to a process as it died: given up, asked again.
    req.setTimeout(1_000, () => req.destroy(new Error('no answer')));
    req.end();
  });
const askPid = async (port: number) => Number((await ask(port)).split(' ')[0]);

const pidsAnswering = async (port: number, tries = 20) => {
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) {
    try {
      seen.add(await askPid(port));
    } catch {
      // a process starting or gone: ask again
    }
  }
  return seen;
};

const until = async <T>(fn: () => Promise<T | null>, ms = 10_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

let cluster: ClusterSupervisor | null = null;
afterAll(() => cluster?.stop('SIGKILL'));

describe('WORKERS=N: several supervised server processes on one port', () => {
  it('refuses more than one process on PGlite, with its reason', async () => {
    const lines: string[] = [];
    const refused = superviseCluster({
      workers: 2,
      env: { PORT: '1' },
      command: worker(),
      log: (line) => lines.push(line),
    });
    expect(await refused.done).toBe(DO_NOT_RESTART);
    expect(lines.join('\n')).toMatch(/needs DATABASE_URL/);
  });

  it('shares the port, starts a killed process again within seconds, and drains on SIGTERM', async () => {
    const port = await freePort();
    const lines: string[] = [];
    cluster = superviseCluster({
      workers: 2,
      env: { ...process.env, DATABASE_URL: 'postgres://unused', PORT: String(port) },
      command: worker(),
      log: (line) => lines.push(line),
      backoff: createBackoff({ firstMs: 100, maxMs: 400 }),
    });
    const first = await until(async () => {
      const seen = await pidsAnswering(port);
      return seen.size === 2 ? seen : null;
    });
    expect([...first].sort()).toEqual([...cluster.workerPids].sort());

    const [victim, survivor] = [...first] as [number, number];
    const killedAt = Date.now();
    process.kill(victim, 'SIGKILL');
    const after = await until(async () => {
      const seen = await pidsAnswering(port);
      return seen.size === 2 && !seen.has(victim) ? seen : null;
    });
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(after.has(survivor)).toBe(true);
    expect(lines.join('\n')).toMatch(new RegExp(`${victim} died \\(signal SIGKILL`));

    cluster.stop('SIGTERM');
    expect(await cluster.done).toBe(0);
    cluster = null;
  }, 30_000);

  it('tells each process whether another one answers requests', async () => {
    const port = await freePort();
    cluster = superviseCluster({
      workers: 2,
      env: { ...process.env, DATABASE_URL: 'postgres://unused', PORT: String(port) },
      command: worker(),
      log: () => {},
    });
    await until(async () => ((await pidsAnswering(port)).size === 2 ? true : null));
    const busy = Number((await ask(port, '/busy')).split(' ')[0]);
    const heard = await until(async () => {
      const [pid, peers] = (await ask(port)).split(' ');
      return Number(pid) !== busy && peers === 'true' ? peers : null;
    });
    expect(heard).toBe('true');
    cluster.stop('SIGTERM');
    expect(await cluster.done).toBe(0);
    cluster = null;
  }, 30_000);
});
