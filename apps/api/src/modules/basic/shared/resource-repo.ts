import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@prapa/contracts';
import type { Tx } from '../../../db/tenant.ts';
import {
  activeIs,
  countAll,
  orderFor,
  searchOver,
  type SortMap,
  type Window,
} from '../../../lib/list-query.ts';

/**
 * What the shared list, lookup and code check know of a basic-data table. Each
 * resource's repo writes its own select (`rows`: its columns, joins and counts); the
 * filtering, sorting whitelist, paging and counting are written once here.
 */
export type ResourceTable<Dto, F extends string> = {
  table: PgTable;
  id: AnyPgColumn;
  orgId: AnyPgColumn;
  active: AnyPgColumn;
  /** Unique within the organisation, compared without case; printers have none. */
  code?: AnyPgColumn;
  /** Columns of `table` itself that `q` searches (the count reads `table` alone). */
  search: AnyPgColumn[];
  sortable: SortMap<F>;
  defaultSort: F | `-${F}`;
  rows: (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => Promise<Dto[]>;
};

export const listRows = async <Dto, F extends string>(
  tx: Tx,
  t: ResourceTable<Dto, F>,
  orgId: string,
  query: ListQuery,
  window: Window,
  filter?: SQL,
) => {
  const where = and(
    eq(t.orgId, orgId),
    searchOver(query.q, t.search),
    activeIs(t.active, query.active),
    filter,
  );
  const items = await t.rows(
    tx,
    where,
    orderFor(query.sort, t.sortable, t.defaultSort, t.id),
    window,
  );
  const [count] = await tx.select({ n: countAll }).from(t.table).where(where);
  return { items, total: count?.n ?? 0 };
};

export const findRow = async <Dto, F extends string>(
  tx: Tx,
  t: ResourceTable<Dto, F>,
  orgId: string,
  id: string,
): Promise<Dto | null> => {
  const [row] = await t.rows(tx, and(eq(t.orgId, orgId), eq(t.id, id)), [], {
    limit: 1,
    offset: 0,
  });
  return row ?? null;
};

/** Codes compare without case: 'A1' beside 'a1' would only confuse. */
export const codeTaken = async <Dto, F extends string>(
  tx: Tx,
  t: ResourceTable<Dto, F>,
  orgId: string,
  code: string,
  exceptId?: string,
) => {
  if (!t.code) return false;
  const [row] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(
      and(
        eq(t.orgId, orgId),
        eq(sql`lower(${t.code})`, code.toLowerCase()),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** Timestamps as the API shows them. */
export const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Where a row of an organisation is this id. */
export const byId = (orgIdColumn: AnyPgColumn, idColumn: AnyPgColumn, orgId: string, id: string) =>
  and(eq(orgIdColumn, orgId), eq(idColumn, id));

type OrgTable = PgTable & { id: AnyPgColumn; orgId: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Insert and update of a basic-data table, typed by its own insert model. (drizzle
 * cannot check a spread into a generic table's values, hence the two casts; the
 * `fields` parameter types are what callers are held to.)
 */
export const tableWrites = <T extends OrgTable, Fields extends Partial<T['$inferInsert']>>(
  table: T,
) => ({
  insert: async (tx: Tx, orgId: string, fields: Fields): Promise<string> => {
    const [row] = await tx
      .insert(table)
      .values({ ...fields, orgId } as PgInsertValue<T>)
      .returning({ id: table.id });
    if (!row) throw new Error('insert returned nothing');
    return String(row.id);
  },
  update: (tx: Tx, orgId: string, id: string, patch: Partial<Fields>) =>
    tx
      .update(table)
      .set({ ...patch, updatedAt: new Date() } as PgUpdateSetSource<T>)
      .where(byId(table.orgId, table.id, orgId, id)),
});

type Activatable = { table: PgTable; id: AnyPgColumn; orgId: AnyPgColumn; active: AnyPgColumn };

/** Whether a row of the organisation exists and is in service (null: none such). */
export const activeState = async (tx: Tx, t: Activatable, orgId: string, id: string) => {
  const [row] = await tx
    .select({ active: t.active })
    .from(t.table)
    .where(byId(t.orgId, t.id, orgId, id));
  return row ? { active: row.active === true } : null;
};
