import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  can,
  forbiddenText,
  permissionTable,
  positions,
  textProblem,
  type Permission,
  type Position,
} from '@prapa/contracts';
import { withSystem } from '../src/db/tenant.ts';
import { PASSWORD, roleOf, type Session, type TestOrg } from './factories.ts';
import { encode, operationsOf, sampleOf, type Operation } from './openapi-walk.ts';
import { validSamples, type Made } from './sweep-samples.ts';
import { seedSweepOrg, SWEEP_PASSWORD } from './sweep-seed.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The hostile sweep's state and its way of sending (issue 14 §1, issue 24): an
// organisation with money in every table, a session of each position, the operations of
// the OpenAPI document, and what was refused, accepted or made. Two test files share it,
// each on its own database, so the two test workers share the sweep's time.

export type Call = {
  op: Operation;
  path: string;
  query: Record<string, string>;
  payload?: string;
  headers?: Record<string, string>;
};

export const keyOf = (op: Operation) => `${op.method} ${op.path}`;

export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const rightsOf = (p: Position) =>
  Object.keys(permissionTable).filter((k) => can({ role: roleOf(p), position: p }, k as Permission))
    .length;

/**
 * Who sends an operation: of the positions that hold its permission, the one that holds
 * the fewest rights (least privilege: the cashier takes money, the reader reads meters,
 * the auditor reads), so the sweep meets each operation as its everyday user does.
 */
export const actingPosition = (op: Operation): Position => {
  const permission = op.permission;
  if (!permission || permission === 'public') return 'clerk';
  const holders = positions
    .filter((p) => can({ role: roleOf(p), position: p }, permission as Permission))
    .sort((a, b) => rightsOf(a) - rightsOf(b));
  const found = holders[0];
  if (!found) throw new Error(`no position holds ${permission} (${op.method} ${op.path})`);
  return found;
};

const idOf = (body: string) => {
  try {
    const id = (JSON.parse(body) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
};

const errorsOf = (body: string) => {
  try {
    return JSON.stringify((JSON.parse(body) as { errors?: unknown }).errors ?? '');
  } catch {
    return '';
  }
};

const invisibleIn = (value: unknown, depth = 0): string | null => {
  if (depth > 20) return null;
  if (typeof value === 'string') {
    if (forbiddenText(value)) return JSON.stringify(value.slice(0, 40));
    if (value.length > 0 && textProblem(value, true) === 'invisible') return JSON.stringify(value);
    return null;
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = invisibleIn(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
};

// Rate limits key on the address: each request comes from its own, as from many callers.
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

// Fastify publishes this once validation and the preHandler hooks have passed, as the
// handler starts: so the sweep knows which of its requests reached a handler.
const HANDLER_START = 'tracing:fastify.request.handler:start';
let handled = 0;
const onHandler = () => {
  handled += 1;
};

export const openSweep = async () => {
  subscribe(HANDLER_START, onHandler);
  const t: TestApp = await createTestApp({
    BACKUP_DIR: mkdtempSync(join(tmpdir(), 'prapa-sweep-backups-')),
  });
  const seed = await seedSweepOrg(t);
  const org: TestOrg = seed.org;
  const sessions = new Map<Position, Session>(seed.byPosition);
  const pool: Record<string, string> = { ...seed.pool };
  const made: Made = new Map();
  const failures: string[] = [];
  /** Operations whose sample request was accepted: how deep the sweep reaches. */
  const accepted = new Set<string>();
  /** The first answer of each operation's sample, for the coverage report. */
  const sampleAnswers = new Map<string, string>();
  const ops = operationsOf(t.app.swagger());
  let sent = 0;
  /** Requests a handler saw and requests refused before one, with their time. */
  const stats = { reached: { count: 0, ms: 0 }, refused: { count: 0, ms: 0 } };

  const sessionOf = (p: Position) => {
    const found = sessions.get(p);
    if (!found) throw new Error(`no session for ${p}`);
    return found;
  };

  const relogin = async (position: Position) => {
    // Wrong passwords swept at the lock screen lock the account, as they must: another
    // admin unlocks it, here straight in the table.
    await withSystem(t.database.db, (tx) =>
      tx.execute(
        sql`update officers set failed_logins = 0, locked_until = null where org_id = ${org.id}`,
      ),
    );
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cms/auth/login',
        remoteAddress: addressOf(sent + 1_000_000),
        payload: { org_id: org.id, username: position, password },
      });
    // The sample of change-password gave the manager the sweep's password.
    let res = await attempt(PASSWORD);
    if (res.statusCode === 401) res = await attempt(SWEEP_PASSWORD);
    if (res.statusCode !== 200) throw new Error(`re-login: ${res.statusCode} ${res.body}`);
    const old = sessionOf(position);
    const token = (res.json() as { data: { tokens: { access: { token: string } } } }).data.tokens
      .access.token;
    sessions.set(position, {
      ...old,
      token,
      headers: { ...old.headers, authorization: `Bearer ${token}` },
    });
  };

  const send = async (call: Call, label: string) => {
    const position = actingPosition(call.op);
    const run = () =>
      t.app.inject({
        method: call.op.method as 'GET',
        url: `${call.path}?${Object.entries(call.query)
          .map(([k, v]) => `${k}=${encode(v)}`)
          .join('&')}`,
        remoteAddress: addressOf(sent),
        headers: {
          ...sessions.get(position)?.headers,
          ...(call.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        payload: call.payload,
      });
    sent += 1;
    let t0 = performance.now();
    let before = handled;
    let res = await run();
    // A sweep of logout or a password change ends the session: start a new one and go on.
    if (res.statusCode === 401 && call.op.permission !== 'public') {
      await relogin(position);
      t0 = performance.now();
      before = handled;
      res = await run();
    }
    const reached = handled > before;
    const tally = reached ? stats.reached : stats.refused;
    tally.count += 1;
    tally.ms += performance.now() - t0;
    const where = `${call.op.method} ${call.op.path} ${label}`;
    if (label === 'sample') {
      if (res.statusCode < 300) {
        accepted.add(keyOf(call.op));
        const id = idOf(res.body);
        if (id) made.set(keyOf(call.op), id);
      }
      if (!sampleAnswers.has(keyOf(call.op)))
        sampleAnswers.set(
          keyOf(call.op),
          `${res.statusCode} ${res.body.slice(0, 60)} ${errorsOf(res.body).slice(0, 400)} << ${JSON.stringify(call.payload ?? '').slice(0, 300)} ${JSON.stringify(call.query)}`,
        );
    }
    if (res.statusCode >= 500)
      failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.statusCode < 300 && res.headers['content-type']?.toString().includes('json')) {
      const found = invisibleIn(res.json());
      if (found) failures.push(`${where}: answered ${res.statusCode} with ${found}`);
    }
    return { res, reached };
  };

  const pathOf = (op: Operation, override?: { name: string; value: string }) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (override?.name === name) return encode(override.value);
      // `{id}` names the resource of the segment before it; other params name themselves.
      const segment = op.path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
      return (
        pool[name === 'id' ? segment : name] ?? pool[name] ?? '00000000-0000-4000-8000-000000000000'
      );
    });

  const queryOf = (op: Operation, seed: number) => {
    const query: Record<string, string> = {};
    for (const p of op.parameters.filter((x) => x.in === 'query')) {
      const v = sampleOf(p.schema, p.name, pool, seed);
      if (v !== null && v !== undefined && p.name !== 'q') query[p.name] = String(v);
    }
    return query;
  };

  /** Ids of real rows: the first of each list, never an acting officer or the organisation. */
  const collectIds = async () => {
    const acting = new Set([...sessions.values()].map((x) => x.user.id));
    for (const op of ops.filter(
      (o) => o.method === 'GET' && !o.path.includes('{') && !o.path.endsWith('/export'),
    )) {
      const res = await t.app.inject({
        url: op.path,
        headers: sessions.get(actingPosition(op))?.headers,
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      const data = (res.json() as { data?: { items?: { id?: string }[] } }).data;
      const item = data?.items?.find((i) => i.id && !acting.has(i.id) && i.id !== org.id);
      const segment = op.path.split('/').pop() ?? '';
      if (item?.id && !pool[segment]) pool[segment] = item.id;
    }
  };

  await collectIds();
  pool.officeId ??= pool.offices ?? '';
  const VALID = validSamples(t, seed, sessionOf, made);

  return {
    t: {
      ...t,
      close: async () => {
        unsubscribe(HANDLER_START, onHandler);
        await t.close();
      },
    },
    org,
    ops,
    pool,
    sessions,
    failures,
    accepted,
    sampleAnswers,
    VALID,
    sent: () => sent,
    /** Parameter values refused before any handler, by refusalKey (sweep-send.ts). */
    refusedBefore: new Set<string>(),
    skipped: { count: 0 },
    stats,
    relogin,
    send,
    pathOf,
    queryOf,
  };
};

export type Sweep = Awaited<ReturnType<typeof openSweep>>;
export type Sent = Awaited<ReturnType<Sweep['send']>>;
