import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenText, textProblem } from '@prapa/contracts';
import { withSystem } from './db/tenant.ts';
import { createOrg, login, PASSWORD, type Session, type TestOrg } from '../test/factories.ts';
import {
  HOSTILE_QUERY,
  HOSTILE_RAW,
  HOSTILE_TEXT,
  encode,
  leavesOf,
  operationsOf,
  sampleOf,
  withValue,
  type Operation,
} from '../test/openapi-walk.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { basicsOf, type WaterCtx } from './modules/water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound } from './modules/readings/reading-fixtures.ts';

// Issue 14 §1: every operation of the OpenAPI document, as an IT admin of a fresh
// organisation, gets hostile text, numbers, wrong types, missing and extra fields. Never
// a 5xx; never a 2xx that answers or stores a control character or an invisible value.
// Operations are read from the document, so a new endpoint is swept without a list.

let t: TestApp;
let org: TestOrg;
let session: Session;
let ops: Operation[];
const pool: Record<string, string> = {};
const failures: string[] = [];
let sent = 0;
/** Operations whose sample request was accepted: how deep the sweep reaches. */
const accepted = new Set<string>();

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const RAW = '\u0001raw\u0001';

type Call = { op: Operation; path: string; query: Record<string, string>; payload?: string };

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

const relogin = async () => {
  // Wrong passwords swept at the lock screen lock the account, as they must: another
  // admin unlocks it, here straight in the table.
  await withSystem(t.database.db, (tx) =>
    tx.execute(
      sql`update officers set failed_logins = 0, locked_until = null where org_id = ${org.id}`,
    ),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    remoteAddress: addressOf(sent + 1_000_000),
    payload: { org_id: org.id, username: 'it', password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`re-login: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { data: { tokens: { access: { token: string } } } }).data.tokens
    .access.token;
  session = {
    ...session,
    token,
    headers: { ...session.headers, authorization: `Bearer ${token}` },
  };
};

const send = async (call: Call, label: string) => {
  const run = () =>
    t.app.inject({
      method: call.op.method as 'GET',
      url: `${call.path}?${Object.entries(call.query)
        .map(([k, v]) => `${k}=${encode(v)}`)
        .join('&')}`,
      remoteAddress: addressOf(sent),
      headers: {
        ...session.headers,
        ...(call.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: call.payload,
    });
  sent += 1;
  let res = await run();
  // A sweep of logout or a password change ends the session: start a new one and go on.
  if (res.statusCode === 401 && !call.op.path.includes('/auth/')) {
    await relogin();
    res = await run();
  }
  const where = `${call.op.method} ${call.op.path} ${label}`;
  if (label === 'sample' && res.statusCode < 300) accepted.add(`${call.op.method} ${call.op.path}`);
  if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode < 300 && res.headers['content-type']?.toString().includes('json')) {
    const found = invisibleIn(res.json());
    if (found) failures.push(`${where}: answered ${res.statusCode} with ${found}`);
  }
  return res;
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

/** The body with RAW at `at` replaced by raw JSON text (1e309, -0… survive). */
const rawBody = (body: unknown, at: string[], raw: string) =>
  JSON.stringify(withValue(body, at, RAW)).replace(JSON.stringify(RAW), raw);

const sweepOperation = async (op: Operation) => {
  const seed = sent;
  const query = queryOf(op, seed);
  const path = pathOf(op);
  const body = op.body ? sampleOf(op.body, 'body', pool, seed) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  await send({ op, path, query, payload }, 'sample');

  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const value of HOSTILE_QUERY) {
      await send(
        { op, path: pathOf(op, { name: param.name, value }), query, payload },
        `path ${param.name}`,
      );
    }
  }
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    for (const value of HOSTILE_QUERY) {
      await send(
        { op, path, query: { ...query, [param.name]: value }, payload },
        `query ${param.name}`,
      );
    }
  }
  if (body === undefined) return;
  await send({ op, path, query, payload: '{}' }, 'empty body');
  await send({ op, path, query, payload: '[]' }, 'array body');
  await send(
    { op, path, query, payload: JSON.stringify({ ...(body as object), extra: 'x' }) },
    'extra field',
  );
  for (const leaf of leavesOf(body)) {
    const label = `body ${leaf.join('.')}`;
    for (const text of HOSTILE_TEXT) {
      await send({ op, path, query, payload: JSON.stringify(withValue(body, leaf, text)) }, label);
    }
    for (const raw of HOSTILE_RAW) {
      await send({ op, path, query, payload: rawBody(body, leaf, raw) }, `${label}=${raw}`);
    }
    const { [leaf.at(-1) ?? '']: _dropped, ...rest } =
      leaf.length === 1 ? (body as Record<string, unknown>) : {};
    if (leaf.length === 1)
      await send({ op, path, query, payload: JSON.stringify(rest) }, `${label} missing`);
  }
};

/** Ids of real rows: the first of each list, never the acting officer or organisation. */
const collectIds = async () => {
  for (const op of ops.filter(
    (o) => o.method === 'GET' && !o.path.includes('{') && !o.path.endsWith('/export'),
  )) {
    const res = await t.app.inject({ url: op.path, headers: session.headers });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
    const data = (res.json() as { data?: { items?: { id?: string }[] } }).data;
    const item = data?.items?.find((i) => i.id && i.id !== session.user.id && i.id !== org.id);
    const segment = op.path.split('/').pop() ?? '';
    if (item?.id && !pool[segment]) pool[segment] = item.id;
  }
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปากวาดหา');
  const other = await createOrg(t, 'ประปาอื่น');
  session = await login(t, org.id, 'it');
  const ctx: WaterCtx = {
    t,
    a: org,
    b: other,
    basicsA: await basicsOf(t, org),
    basicsB: await basicsOf(t, other),
    clerk: await org.login('clerk'),
  };
  const roundId = await makeRound(ctx, 2569, 10);
  const waterUserId = await connectionWithMeter(ctx, 100);
  Object.assign(pool, {
    areaId: ctx.basicsA.areaId,
    routeId: ctx.basicsA.routeId,
    userTypeId: ctx.basicsA.userTypes.RES,
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    usageStatusId: ctx.basicsA.statuses.NORMAL,
    schemeId: Object.values(ctx.basicsA.schemes)[0],
    discountSchemeId: Object.values(ctx.basicsA.schemes)[0],
    roundId,
    waterUserId,
  });
  ops = operationsOf(t.app.swagger());
  await collectIds();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('hostile input sweep over the OpenAPI document', () => {
  it('answers every hostile input of every operation without a 5xx or a stored invisible value', async () => {
    const started = Date.now();
    expect(ops.length).toBeGreaterThan(100);
    for (const op of ops) await sweepOperation(op);

    // Random strings anywhere, from the whole of Unicode and the control range.
    const bodyOps = ops.filter((o) => o.body);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: bodyOps.length - 1 }),
        fc.nat(),
        fc.string({ unit: 'binary', maxLength: 40 }),
        async (i, pick, text) => {
          const op = bodyOps[i];
          if (!op?.body) return;
          const body = sampleOf(op.body, 'body', pool, pick);
          const leaves = leavesOf(body);
          const leaf = leaves[pick % leaves.length] ?? [];
          const payload = JSON.stringify(withValue(body, leaf, text));
          await send(
            { op, path: pathOf(op), query: queryOf(op, pick), payload },
            `fc ${leaf.join('.')}`,
          );
        },
      ),
      { numRuns: 400, seed: 1405 },
    );

    expect(failures.slice(0, 30)).toEqual([]);
    // Nothing invisible or forbidden reached a text column of any table.
    const stored = await withSystem(t.database.db, async (tx) => {
      const columns = rowsOf(
        await tx.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')
          and table_name not like '\\_\\_%'`),
      ) as { table_name: string; column_name: string }[];
      const found: string[] = [];
      for (const c of columns) {
        const rows = rowsOf(
          await tx.execute(
            sql.raw(`select "${c.column_name}" as v from "${c.table_name}" where "${c.column_name}" is not null
             and ("${c.column_name}" ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f\\u202a-\\u202e\\u2066-\\u2069]'
               or "${c.column_name}" ~ '^[[:space:]\\u200b-\\u200f\\u2060\\ufeff]+$') limit 3`),
          ),
        ) as { v: string }[];
        for (const r of rows)
          found.push(`${c.table_name}.${c.column_name}: ${JSON.stringify(r.v)}`);
      }
      return found;
    });
    expect(stored).toEqual([]);
    console.log(
      `hostile sweep: ${ops.length} operations (${accepted.size} accepted their sample), ${sent} requests, ${Date.now() - started} ms`,
    );
  }, 300_000);
});
