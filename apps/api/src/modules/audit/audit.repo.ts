import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditQuery } from '@prapa/contracts';
import { auditLog, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, type Window } from '../../lib/list-query.ts';

export type AuditFilters = z.output<typeof auditQuery>;

/**
 * Newest first. The officer's name comes from this organisation only: an IT officer of
 * another one shows by actorOrgId, as RLS hides their row here.
 */
export const listAudit = async (tx: Tx, orgId: string, query: AuditFilters, window: Window) => {
  const where: SQL | undefined = and(
    eq(auditLog.orgId, orgId),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      officerId: auditLog.officerId,
      officerName: officers.fullName,
      actorOrgId: auditLog.actorOrgId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(
      officers,
      and(eq(officers.orgId, auditLog.orgId), eq(officers.id, auditLog.officerId)),
    )
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(auditLog).where(where);
  const items: AuditEntry[] = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  return { items, total: count?.n ?? 0 };
};
