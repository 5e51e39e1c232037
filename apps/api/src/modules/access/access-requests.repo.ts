import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AccessRequest,
  accessRequestListQuery,
  accessRequestSortFields,
} from '@prapa/contracts';
import { accessRequests, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

export type AccessRequestFilters = z.output<typeof accessRequestListQuery>;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
type Decision = Pick<AccessRequestRow, 'status' | 'decidedBy' | 'decidedAt'> &
  Partial<Pick<AccessRequestRow, 'officerId' | 'reason'>>;

const sortable: SortMap<(typeof accessRequestSortFields)[number]> = {
  createdAt: { column: accessRequests.createdAt },
  username: { column: accessRequests.username, text: true },
  displayName: { column: accessRequests.displayName, text: true },
};

const decider = alias(officers, 'decider');

// Never the password hash.
const columns = {
  id: accessRequests.id,
  displayName: accessRequests.displayName,
  email: accessRequests.email,
  username: accessRequests.username,
  phone: accessRequests.phone,
  note: accessRequests.note,
  status: accessRequests.status,
  createdAt: accessRequests.createdAt,
  decidedAt: accessRequests.decidedAt,
  decidedBy: accessRequests.decidedBy,
  decidedByName: decider.fullName,
  officerId: accessRequests.officerId,
  reason: accessRequests.reason,
};

type Selected = Omit<AccessRequest, 'createdAt' | 'decidedAt'> & {
  createdAt: Date;
  decidedAt: Date | null;
};

const toAccessRequest = (row: Selected): AccessRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const selectRequests = (tx: Tx) =>
  tx
    .select(columns)
    .from(accessRequests)
    .leftJoin(
      decider,
      and(eq(decider.orgId, accessRequests.orgId), eq(decider.id, accessRequests.decidedBy)),
    );

export const listAccessRequests = async (
  tx: Tx,
  orgId: string,
  query: AccessRequestFilters,
  window: Window,
) => {
  const where: SQL | undefined = and(
    eq(accessRequests.orgId, orgId),
    query.status ? eq(accessRequests.status, query.status) : undefined,
    searchOver(query.q, [
      accessRequests.username,
      accessRequests.displayName,
      accessRequests.email,
    ]),
  );
  const rows = await selectRequests(tx)
    .where(where)
    .orderBy(...orderFor(query.sort, sortable, '-createdAt', accessRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(accessRequests).where(where);
  return { items: rows.map(toAccessRequest), total: count?.n ?? 0 };
};

export const findAccessRequest = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await selectRequests(tx).where(
    and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, id)),
  );
  return row ? toAccessRequest(row) : null;
};

/** The full row, locked until the decision commits, so two admins cannot both decide. */
export const lockAccessRequest = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, id)))
    .for('update');
  return row ?? null;
};

export const decideAccessRequest = (tx: Tx, orgId: string, id: string, decision: Decision) =>
  tx
    .update(accessRequests)
    .set(decision)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, id)));
