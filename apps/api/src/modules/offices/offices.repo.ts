import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, Office, officeSortFields } from '@prapa/contracts';
import { offices } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import {
  activeIs,
  countAll,
  orderFor,
  searchOver,
  type SortMap,
  type Window,
} from '../../lib/list-query.ts';

export type OfficeRow = typeof offices.$inferSelect;
export type OfficeFields = Pick<OfficeRow, 'code' | 'name' | 'address' | 'phone' | 'active'>;

const sortable: SortMap<(typeof officeSortFields)[number]> = {
  code: { column: offices.code, text: true },
  name: { column: offices.name, text: true },
  createdAt: { column: offices.createdAt },
};

// Spelled out: drizzle writes columns unqualified in a one-table select, which would
// make the correlation compare officers with themselves.
const officerCount = sql<number>`(select count(*)::int from officers o where o.org_id = "offices"."org_id" and o.office_id = "offices"."id")`;

const columns = {
  id: offices.id,
  code: offices.code,
  name: offices.name,
  address: offices.address,
  phone: offices.phone,
  active: offices.active,
  officerCount,
  createdAt: offices.createdAt,
  updatedAt: offices.updatedAt,
};

type OfficeSelect = OfficeFields & {
  id: string;
  officerCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export const toOffice = (row: OfficeSelect): Office => ({
  id: row.id,
  code: row.code,
  name: row.name,
  address: row.address,
  phone: row.phone,
  active: row.active,
  officerCount: row.officerCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listOffices = async (tx: Tx, orgId: string, query: ListQuery, window: Window) => {
  const where: SQL | undefined = and(
    eq(offices.orgId, orgId),
    searchOver(query.q, [offices.code, offices.name]),
    activeIs(offices.active, query.active),
  );
  const rows = await tx
    .select(columns)
    .from(offices)
    .where(where)
    .orderBy(...orderFor(query.sort, sortable, 'code', offices.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(offices).where(where);
  return { items: rows.map(toOffice), total: count?.n ?? 0 };
};

export const findOffice = async (tx: Tx, orgId: string, id: string): Promise<Office | null> => {
  const [row] = await tx
    .select(columns)
    .from(offices)
    .where(and(eq(offices.orgId, orgId), eq(offices.id, id)));
  return row ? toOffice(row) : null;
};

/** Codes compare without case: 'hq' beside 'HQ' would only confuse. */
export const codeTaken = async (tx: Tx, orgId: string, code: string, exceptId?: string) => {
  const [row] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(
        eq(offices.orgId, orgId),
        eq(sql`lower(${offices.code})`, code.toLowerCase()),
        exceptId ? ne(offices.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
};

export const insertOffice = async (tx: Tx, orgId: string, fields: OfficeFields) => {
  const [row] = await tx
    .insert(offices)
    .values({ orgId, ...fields })
    .returning({ id: offices.id });
  if (!row) throw new Error('office insert returned nothing');
  return row.id;
};

export const updateOffice = (tx: Tx, orgId: string, id: string, patch: Partial<OfficeFields>) =>
  tx
    .update(offices)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(offices.orgId, orgId), eq(offices.id, id)));
