import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { tenantSettings } from './tenant.ts';

/** withTenant's first statement as drizzle sends it (its one parameter: the organisation). */
const TENANT_SETTINGS = new PgDialect().sqlToQuery(tenantSettings('')).sql;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Send = (...args: unknown[]) => Promise<unknown>;

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;

const valuesOf = (config: unknown, values: unknown) =>
  (typeof config === 'object' && config !== null
    ? (config as { values?: unknown[] }).values
    : undefined) ?? values;

/**
 * On PostgreSQL every business transaction starts with BEGIN and then withTenant's
 * settings: two round trips, each a socket write and a wait on the Node thread (the
 * counter's payments were bound by round trips). The client holds a transaction's BEGIN
 * back and sends it with the next statement; when that statement is the tenant settings,
 * both go as ONE simple query, the organisation's id inlined once it has been checked to
 * be a uuid. Anything else is sent as it was, BEGIN first.
 */
export const foldBegin = (client: pg.PoolClient) => {
  // Through the prototype at each call, so a bench's timer that patches it still sees all.
  const proto = Object.getPrototypeOf(client) as { query: Send };
  const send: Send = (...args) => proto.query.apply(client, args);
  let held = false;
  const query = (...args: unknown[]) => {
    const [config, values] = args;
    const text = textOf(config);
    const params = valuesOf(config, values);
    const plain = !Array.isArray(params) || params.length === 0;
    if (text === 'begin' && plain && typeof args.at(-1) !== 'function') {
      held = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    if (!held) return send(...args);
    held = false;
    const list: unknown[] = Array.isArray(params) ? params : [];
    const [org] = list;
    if (text === TENANT_SETTINGS && list.length === 1) {
      if (typeof org === 'string' && UUID.test(org)) {
        return send(`begin; ${TENANT_SETTINGS.replace('$1', `'${org}'`)}`);
      }
    }
    return send('begin').then(() => send(...args));
  };
  (client as unknown as { query: typeof query }).query = query;
};
