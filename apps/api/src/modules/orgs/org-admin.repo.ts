import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrgAdminListItem, ListQuery, orgAdminSortFields } from '@prapa/contracts';
import { organisations, refreshSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import {
  activeIs,
  countAll,
  orderFor,
  searchOver,
  type SortMap,
  type Window,
} from '../../lib/list-query.ts';

// Every query here runs in a system transaction: /org_admin lists and changes
// organisations across the deployment, which no single tenant's RLS can see. Only the
// IT department reaches it (the orgAdmin.* permissions).

const sortable: SortMap<(typeof orgAdminSortFields)[number]> = {
  code: { column: organisations.code, text: true },
  nameTh: { column: organisations.nameTh, text: true },
  createdAt: { column: organisations.createdAt },
};

// Spelled out: drizzle writes columns unqualified in a one-table select, which would
// make the correlation compare officers with themselves.
const officerCount = sql<number>`(select count(*)::int from officers o where o.org_id = "organisations"."id")`;

const whereOf = (query: ListQuery): SQL | undefined =>
  and(
    searchOver(query.q, [organisations.code, organisations.nameTh, organisations.nameEn]),
    activeIs(organisations.active, query.active),
  );

export const listOrgs = async (
  tx: Tx,
  query: ListQuery,
  window: Window,
): Promise<{ items: OrgAdminListItem[]; total: number }> => {
  const where = whereOf(query);
  const rows = await tx
    .select({
      id: organisations.id,
      code: organisations.code,
      nameTh: organisations.nameTh,
      nameEn: organisations.nameEn,
      kind: organisations.kind,
      active: organisations.active,
      isDemo: organisations.isDemo,
      officerCount,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .where(where)
    .orderBy(...orderFor(query.sort, sortable, 'code', organisations.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(organisations).where(where);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: count?.n ?? 0,
  };
};

export const setOrgActive = async (tx: Tx, id: string, active: boolean) => {
  const [row] = await tx
    .update(organisations)
    .set({ active, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row ?? null;
};

/**
 * A deactivated organisation's officers lose their sessions at once, not at expiry; IT
 * officers of other organisations acting in it are sent home (their next token is for
 * their own organisation). Runs in a system transaction: it spans organisations.
 */
export const revokeOrgSessions = async (tx: Tx, orgId: string) => {
  await tx
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.orgId, orgId), isNull(refreshSessions.revokedAt)));
  await tx
    .update(refreshSessions)
    .set({ actingOrgId: null })
    .where(eq(refreshSessions.actingOrgId, orgId));
};
