import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Officer, officerListQuery, officerSortFields } from '@prapa/contracts';
import { offices, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import {
  activeIs,
  countAll,
  orderFor,
  searchOver,
  type SortMap,
  type Window,
} from '../../lib/list-query.ts';

export type NewOfficerRow = Omit<typeof officers.$inferInsert, 'orgId' | 'id'>;
export type OfficerPatch = Partial<Omit<typeof officers.$inferInsert, 'orgId' | 'id'>>;
export type OfficerFilters = z.output<typeof officerListQuery>;

const sortable: SortMap<(typeof officerSortFields)[number]> = {
  username: { column: officers.username, text: true },
  fullName: { column: officers.fullName, text: true },
  position: { column: officers.position },
  createdAt: { column: officers.createdAt },
  lastLoginAt: { column: officers.lastLoginAt },
};

// Never the password hash.
const columns = {
  id: officers.id,
  username: officers.username,
  fullName: officers.fullName,
  position: officers.position,
  role: officers.role,
  officeId: officers.officeId,
  officeName: offices.name,
  phone: officers.phone,
  email: officers.email,
  active: officers.active,
  lockedUntil: officers.lockedUntil,
  lastLoginAt: officers.lastLoginAt,
  createdAt: officers.createdAt,
  updatedAt: officers.updatedAt,
};

type OfficerSelect = Omit<Officer, 'locked' | 'lastLoginAt' | 'createdAt' | 'updatedAt'> & {
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toOfficer = ({ lockedUntil, ...row }: OfficerSelect): Officer => ({
  ...row,
  locked: Boolean(lockedUntil && lockedUntil.getTime() > Date.now()),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectOfficers = (tx: Tx) =>
  tx
    .select(columns)
    .from(officers)
    .leftJoin(offices, and(eq(offices.orgId, officers.orgId), eq(offices.id, officers.officeId)));

export const listOfficers = async (
  tx: Tx,
  orgId: string,
  query: OfficerFilters,
  window: Window,
) => {
  const where: SQL | undefined = and(
    eq(officers.orgId, orgId),
    searchOver(query.q, [officers.username, officers.fullName, officers.phone, officers.email]),
    query.position ? eq(officers.position, query.position) : undefined,
    query.role ? eq(officers.role, query.role) : undefined,
    query.officeId ? eq(officers.officeId, query.officeId) : undefined,
    activeIs(officers.active, query.active),
  );
  const rows = await selectOfficers(tx)
    .where(where)
    .orderBy(...orderFor(query.sort, sortable, 'username', officers.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(officers).where(where);
  return { items: rows.map(toOfficer), total: count?.n ?? 0 };
};

export const findOfficer = async (tx: Tx, orgId: string, id: string): Promise<Officer | null> => {
  const [row] = await selectOfficers(tx).where(and(eq(officers.orgId, orgId), eq(officers.id, id)));
  return row ? toOfficer(row) : null;
};

export const usernameTaken = async (tx: Tx, orgId: string, username: string, exceptId?: string) => {
  const [row] = await tx
    .select({ id: officers.id })
    .from(officers)
    .where(
      and(
        eq(officers.orgId, orgId),
        eq(officers.username, username),
        exceptId ? ne(officers.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
};

export const findOfficeState = async (tx: Tx, orgId: string, officeId: string) => {
  const [row] = await tx
    .select({ active: offices.active })
    .from(offices)
    .where(and(eq(offices.orgId, orgId), eq(offices.id, officeId)));
  return row ?? null;
};

export const insertOfficer = async (tx: Tx, orgId: string, values: NewOfficerRow) => {
  const [row] = await tx
    .insert(officers)
    .values({ ...values, orgId })
    .returning({ id: officers.id });
  if (!row) throw new Error('officer insert returned nothing');
  return row.id;
};

export const updateOfficer = (tx: Tx, orgId: string, id: string, patch: OfficerPatch) =>
  tx
    .update(officers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(officers.orgId, orgId), eq(officers.id, id)));
