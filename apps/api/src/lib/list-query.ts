import { asc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.ts';

/** An export carries every matching row, up to this many. */
export const EXPORT_CAP = 100_000;

export type Window = { limit: number; offset: number };

export const pageOf = ({ page, pageSize }: { page: number; pageSize: number }): Window => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The window of an export: no paging, the cap. */
export const exportWindow: Window = { limit: EXPORT_CAP, offset: 0 };

/** `count(*)` as int4: pg answers bigint as a string, int4 as a number. */
export const countAll = sql<number>`count(*)::int`;

/** % and _ typed by the user are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` matched anywhere in any of the columns, case-insensitively. */
export const searchOver = (
  q: string | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined => {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
};

export const activeIs = (column: AnyColumn, active: boolean | undefined): SQL | undefined =>
  active === undefined ? undefined : eq(column, active);

/** A sortable field: its column, and whether it is text (then sorted in Thai order). */
export type SortColumn = { column: AnyColumn | SQL; text?: boolean };
export type SortMap<F extends string> = Record<F, SortColumn>;

/**
 * `sort` is `field` or `-field`, looked up in the whitelist; anything else is the
 * caller's mistake (400), never a column name reaching SQL. The id breaks ties so
 * pages do not overlap.
 */
export const orderFor = <F extends string>(
  sort: string | undefined,
  map: SortMap<F>,
  fallback: F | `-${F}`,
  tiebreak: AnyColumn,
): SQL[] => {
  const wanted = sort || fallback;
  const descending = wanted.startsWith('-');
  const field = descending ? wanted.slice(1) : wanted;
  if (!Object.hasOwn(map, field)) {
    throw new AppError('VALIDATION', { errors: [{ path: 'sort', message: 'validation:sort' }] });
  }
  const { column, text } = map[field as F];
  const expr = text ? sql`${column} collate th_icu` : sql`${column}`;
  return [sql`${expr} ${descending ? sql`desc` : sql`asc`} nulls last`, asc(tiebreak)];
};
