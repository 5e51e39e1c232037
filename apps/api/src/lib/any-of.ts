import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a batch of ids as one bound array. drizzle's inArray binds a
 * parameter an id, and for a batch of 500 building and binding them cost more than the
 * lookup (issue 9 bench). The planner needs the table's statistics to probe the index
 * rather than scan: PGlite has no autovacuum, so the jobs that grow a table analyse it.
 */
export const anyOf = (column: AnyColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** `column = any($1::text[])`: a batch of codes (customer numbers, bill numbers) as one array. */
export const anyTextOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param(values)}::text[])`;
