import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/**
 * The name a hot read is prepared under (drizzle's `.prepare(PLAN_ONCE)`): on PostgreSQL
 * its statement is then parsed and planned once per connection, not at every call. The
 * answer's columns of a /user page (RLS on each of the seven tables it names) took 3.5 ms
 * of backend CPU a call, 1.2 ms once prepared; planning was 15 of the 20 ms a counter
 * payment spent in its four statements. PGlite ignores the name.
 *
 * Only for a statement one plan suits whatever its values, such as rows by their ids:
 * after five calls PostgreSQL may keep a generic plan, blind to the values. The search's
 * own statement is not one: its generic plan read the whole trigram index for a term of
 * one or two letters, 3 s where the planned-each-time one takes 0.1 s.
 */
export const PLAN_ONCE = 'plan-once';

const MARK = '/* plan once */ ';

/** The same for a statement written in SQL (`tx.execute`, which takes no name): marked. */
export const plannedOnce = (query: SQL): SQL => sql`${sql.raw(MARK)}${query}`;

/**
 * Named statements a connection keeps. A statement's name is its text's hash, so a text
 * is prepared once and never meets another under its name; past this many on one
 * connection, further texts run unnamed (as every other statement does).
 */
export const PLANNED_PER_CONNECTION = 64;

type Config = { name?: unknown; text?: unknown };
type Query = (...args: unknown[]) => unknown;

const nameOf = (text: string) => `p1_${createHash('sha1').update(text).digest('hex')}`;

/**
 * Gives a PLAN_ONCE or marked statement the name of its text. Installed on each pooled
 * connection after foldBegin, around the query function that foldBegin put there.
 */
export const planOnce = (client: pg.PoolClient) => {
  const own = client as unknown as { query: Query };
  const inner = own.query.bind(client);
  const named = new Set<string>();
  own.query = (...args: unknown[]) => {
    const [config, ...rest] = args;
    if (typeof config !== 'object' || config === null) return inner(...args);
    const { name, text } = config as Config;
    if (typeof text !== 'string') return inner(...args);
    if (name !== PLAN_ONCE && !(name === undefined && text.startsWith(MARK))) return inner(...args);
    const hashed = nameOf(text);
    if (named.has(hashed) || named.size < PLANNED_PER_CONNECTION) {
      named.add(hashed);
      return inner({ ...config, name: hashed }, ...rest);
    }
    return inner({ ...config, name: undefined }, ...rest);
  };
};
