import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { withCheckDigit } from '@prapa/domain';
import { withSystem } from '../src/db/tenant.ts';
import { PASSWORD } from './factories.ts';
import {
  HOSTILE_QUERY,
  HOSTILE_RAW,
  HOSTILE_TEXT,
  encode,
  leavesOf,
  sampleOf,
  withValue,
  type Operation,
  type Parameter,
} from './openapi-walk.ts';
import type { Sample } from './sweep-samples.ts';
import { SWEEP_PASSWORD } from './sweep-seed.ts';
import { keyOf, rowsOf, type Sent, type Sweep } from './sweep-session.ts';

// What the hostile sweep sends: each operation's valid sample, its hostile variants (path,
// query, body: text, raw JSON numbers, missing and extra fields) and random strings.

const RAW = '\u0001raw\u0001';

/** The body with RAW at `at` replaced by raw JSON text (1e309, -0… survive). */
const rawBody = (body: unknown, at: string[], raw: string) =>
  JSON.stringify(withValue(body, at, RAW)).replace(JSON.stringify(RAW), raw);

let unique = 0;

/**
 * Values a schema cannot say: a password the policy takes, a national id with its check
 * digit, a code no row has yet.
 */
const HINTS: Record<string, () => unknown> = {
  password: () => SWEEP_PASSWORD,
  newPassword: () => SWEEP_PASSWORD,
  currentPassword: () => PASSWORD,
  nationalId: () => withCheckDigit(String(110_170_000_000 + (unique += 1))),
  code: () => `SW${(unique += 1)}`,
};

export const withHints = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withHints);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, HINTS[k] && v !== null ? HINTS[k]() : withHints(v)]),
  );
};

/**
 * The order the samples go in: reads, then writes, then what ends something (voids,
 * deletes), then what ends the session, so a sample never removes a later one's rows.
 */
export const stageOf = (op: Operation): number => {
  if (op.path.endsWith('/logout')) return 5;
  if (op.path.endsWith('/change-password')) return 4;
  if (op.method === 'GET') return 0;
  if (op.method === 'DELETE') return 3;
  if (/\/(void|dismiss|cancel|reject|close|revoke|deactivate|activate)/.test(op.path)) return 2;
  return 1;
};

/** The valid sample: required query parameters (and those the pool names), hinted fields. */
export const sendSample = async (sw: Sweep, op: Operation) => {
  const query: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const known = sw.pool[p.name];
    if (known) query[p.name] = known;
    else if (p.required) {
      const v = sampleOf(p.schema, p.name, sw.pool, 0);
      if (v !== null && v !== undefined) query[p.name] = String(v);
    }
  }
  const base: Sample = {
    query,
    body: op.body ? withHints(sampleOf(op.body, 'body', sw.pool, 0)) : undefined,
    params: {},
  };
  const over = await sw.VALID[keyOf(op)]?.(base);
  const headers = over?.position
    ? { ...sw.sessions.get(over.position)?.headers, ...over.headers }
    : over?.headers;
  const sample = { ...base, ...over };
  const filled = sw.pathOf(op).split('/');
  const path = op.path
    .split('/')
    .map((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      const value = name ? sample.params[name] : undefined;
      return value ? encode(value) : filled[i];
    })
    .join('/');
  const payload = sample.body === undefined ? undefined : JSON.stringify(sample.body);
  await sw.send({ op, path, query: sample.query, payload, headers }, 'sample');
};

/**
 * A parameter's hostile value, where validation or the text guard refused it: the same
 * schema of the same name, under the same route prefix and permission, meets the same
 * hooks (all global: auth, the text guard) and the same check before any handler runs,
 * so that refusal, sent again, proves nothing new.
 */
const refusalKey = (op: Operation, param: Parameter, value: string) =>
  [
    param.in,
    param.name,
    JSON.stringify(param.schema),
    op.permission,
    // The module's routes (/api/v1/basic, /api/v1/bills…): one of each per module.
    op.path.split('/').slice(0, 4).join('/'),
    value,
  ].join('\u0000');

/**
 * Refused before any handler ran (no handler started), with a 400 that names only this
 * parameter: a value the handler sees, or a refusal for another reason, is never skipped.
 */
const refusedFor = ({ res, reached }: Sent, param: Parameter) => {
  if (reached || res.statusCode !== 400) return false;
  const where = param.in === 'path' ? ['params'] : ['query', 'querystring'];
  const paths = ((res.json() as { errors?: { path?: string }[] }).errors ?? []).map(
    (e) => e.path ?? '',
  );
  return (
    paths.length > 0 &&
    paths.every((p) =>
      where.some((w) => p === `${w}.${param.name}` || p.startsWith(`${w}.${param.name}.`)),
    )
  );
};

/**
 * Every hostile variant of one operation: its path and query parameters, then its body.
 * A parameter value refused before any handler on an earlier operation with the same
 * refusalKey is not sent again; every value a handler saw is sent to every operation.
 */
export const sweepOperation = async (sw: Sweep, op: Operation) => {
  const query = sw.queryOf(op, sw.sent());
  const path = sw.pathOf(op);
  const body = op.body ? sampleOf(op.body, 'body', sw.pool, sw.sent()) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);

  const params = ['path', 'query'].flatMap((at) => op.parameters.filter((p) => p.in === at));
  for (const param of params) {
    for (const value of HOSTILE_QUERY) {
      const key = refusalKey(op, param, value);
      if (sw.refusedBefore.has(key)) {
        sw.skipped.count += 1;
        continue;
      }
      const call =
        param.in === 'path'
          ? { op, path: sw.pathOf(op, { name: param.name, value }), query, payload }
          : { op, path, query: { ...query, [param.name]: value }, payload };
      const answer = await sw.send(call, `${param.in} ${param.name}`);
      if (refusedFor(answer, param)) sw.refusedBefore.add(key);
    }
  }
  if (body === undefined) return;
  await sw.send({ op, path, query, payload: '{}' }, 'empty body');
  await sw.send({ op, path, query, payload: '[]' }, 'array body');
  await sw.send(
    { op, path, query, payload: JSON.stringify({ ...(body as object), extra: 'x' }) },
    'extra field',
  );
  for (const leaf of leavesOf(body)) {
    const label = `body ${leaf.join('.')}`;
    for (const text of HOSTILE_TEXT) {
      const hostile = JSON.stringify(withValue(body, leaf, text));
      await sw.send({ op, path, query, payload: hostile }, label);
    }
    for (const raw of HOSTILE_RAW) {
      await sw.send({ op, path, query, payload: rawBody(body, leaf, raw) }, `${label}=${raw}`);
    }
    const { [leaf.at(-1) ?? '']: _dropped, ...rest } =
      leaf.length === 1 ? (body as Record<string, unknown>) : {};
    if (leaf.length === 1)
      await sw.send({ op, path, query, payload: JSON.stringify(rest) }, `${label} missing`);
  }
};

/** Random strings anywhere, from the whole of Unicode and the control range. */
export const sweepRandomText = async (sw: Sweep, numRuns: number) => {
  const bodyOps = sw.ops.filter((o) => o.body);
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: bodyOps.length - 1 }),
      fc.nat(),
      fc.string({ unit: 'binary', maxLength: 40 }),
      async (i, pick, text) => {
        const op = bodyOps[i];
        if (!op?.body) return;
        const body = sampleOf(op.body, 'body', sw.pool, pick);
        const leaves = leavesOf(body);
        const leaf = leaves[pick % leaves.length] ?? [];
        const payload = JSON.stringify(withValue(body, leaf, text));
        const call = { op, path: sw.pathOf(op), query: sw.queryOf(op, pick), payload };
        await sw.send(call, `fc ${leaf.join('.')}`);
      },
    ),
    { numRuns, seed: 1405 },
  );
};

/** Text columns of any table holding a control character or only invisible characters. */
export const storedInvisible = (sw: Sweep) =>
  withSystem(sw.t.database.db, async (tx) => {
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
      for (const r of rows) found.push(`${c.table_name}.${c.column_name}: ${JSON.stringify(r.v)}`);
    }
    return found;
  });

/**
 * The half of the operations a file sweeps (0 or 1): alternate ones in the document's
 * order, so each half holds reads and writes of every module.
 */
export const halfOf = (ops: Operation[], half: 0 | 1) => ops.filter((_, i) => i % 2 === half);

/** How the sweep's time went: requests a handler saw, refused before one, and skipped. */
export const statsOf = (sw: Sweep) => {
  const { reached, refused } = sw.stats;
  return `${reached.count} reached a handler (${Math.round(reached.ms)} ms), ${refused.count} refused before one (${Math.round(refused.ms)} ms), ${sw.skipped.count} parameter refusals not repeated`;
};
