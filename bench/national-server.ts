/**
 * The national bench's server: `npm start`'s supervisor as a real process (WORKERS=N on
 * PostgreSQL, heavy reads on a replica when one is given), its sign-ins over HTTP, and
 * what it costs: each server process's memory and the database connections in use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

export type Session = { headers: Record<string, string>; orgId: string };
export type Answer = { status: number; ms: number; body: Record<string, unknown>; asOf?: string };

export type Server = {
  base: string;
  child: ChildProcess;
  /** The server processes (the supervisor's children). */
  workers: () => number[];
  stop: () => Promise<void>;
};

export const startServer = async (opts: {
  port: number;
  workers: number;
  url: string;
  readUrl?: string;
  env?: Record<string, string>;
}): Promise<Server> => {
  const child = spawn(process.execPath, ['scripts/supervise.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      WORKERS: String(opts.workers),
      DATABASE_URL: opts.url,
      ...(opts.readUrl ? { READ_DATABASE_URL: opts.readUrl } : {}),
      PRAPA_DEMO: '0',
      PRAPA_STANDBY: '0',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_PER_MINUTE: '10000',
      ...opts.env,
    },
  });
  const base = `http://127.0.0.1:${opts.port}`;
  for (const until = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const workers = () => childrenOf(child.pid ?? 0);
  // Every process ready: each answers /api/ready only once it has migrated and listens.
  for (const until = Date.now() + 120_000; workers().length < opts.workers;) {
    if (Date.now() > until) throw new Error('not every server process started');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    child,
    workers,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return (
          readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
        );
      } catch {
        return false;
      }
    })
    .map(Number);

/** Resident memory of a process, MB (0 once it is gone). */
export const rssMb = (pid: number) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0;
  }
};

export const call = async (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  session?: Session,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(session?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text.slice(0, 200) };
  }
  const asOf = res.headers.get('prapa-data-as-of') ?? undefined;
  return { status: res.status, ms, body: parsed, ...(asOf ? { asOf } : {}) };
};

export const signIn = async (
  base: string,
  org: string,
  username: string,
  password: string,
): Promise<Session> => {
  const res = await call(base, 'POST', '/api/v1/cms/auth/login', undefined, {
    org_id: org,
    username,
    password,
  });
  if (res.status !== 200) throw new Error(`${org}/${username}: ${res.status}`);
  const data = res.body.data as {
    tokens: { access: { token: string } };
    user: { org_id: string };
  };
  return {
    headers: { authorization: `Bearer ${data.tokens.access.token}`, orgid: data.user.org_id },
    orgId: data.user.org_id,
  };
};

/** Runs fn over items, `width` at a time. */
export const pooled = async <T, R>(items: T[], width: number, fn: (item: T) => Promise<R>) => {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i] as T);
    }),
  );
  return out;
};

/**
 * Samples the server's memory and the database's connections until stopped, and counts
 * the connections opened meanwhile (each a new backend whose caches and plans start cold).
 */
export const sampler = (server: Server, url: string, database: string) => {
  const admin = new pg.Client({ connectionString: url });
  const peak = { rss: new Map<number, number>(), connections: 0 };
  const sessions = async () => {
    const { rows } = await admin.query<{ n: string }>(
      'select sessions as n from pg_stat_database where datname = $1',
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  };
  let opened = 0;
  let timer: NodeJS.Timeout | null = null;
  const sample = async () => {
    for (const pid of server.workers()) {
      peak.rss.set(pid, Math.max(peak.rss.get(pid) ?? 0, rssMb(pid)));
    }
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [database],
    );
    peak.connections = Math.max(peak.connections, Number(rows[0]?.n ?? 0));
  };
  return {
    start: async () => {
      await admin.connect();
      opened = await sessions();
      timer = setInterval(() => void sample().catch(() => {}), 500);
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await sample().catch(() => {});
      opened = (await sessions()) - opened;
      await admin.end();
      return { rssMb: [...peak.rss.values()], connections: peak.connections, opened };
    },
  };
};
