import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditQuery } from '@prapa/contracts';
import { auditLog, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, type Window } from '../../lib/list-query.ts';

export type AuditFilters = z.output<typeof auditQuery>;

/**
 * Who acted, as this organisation may see it. An IT officer of another organisation (the
 * platform's) is "the system administrator": that organisation's ids (its officer, its
 * own id) never reach this one's screens or exports, and RLS hides the name anyway.
 */
const actorOf = (r: {
  officerId: string | null;
  officerName: string | null;
  actorOrgId: string | null;
}): Pick<AuditEntry, 'actor' | 'officerId' | 'officerName'> => {
  if (r.actorOrgId !== null) return { actor: 'it', officerId: null, officerName: null };
  if (r.officerId === null) return { actor: 'system', officerId: null, officerName: null };
  return { actor: 'officer', officerId: r.officerId, officerName: r.officerName };
};

/** Newest first; the officer's name comes from this organisation only. */
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
  const items: AuditEntry[] = rows.map(({ officerId, officerName, actorOrgId, at, ...r }) => ({
    ...r,
    ...actorOf({ officerId, officerName, actorOrgId }),
    at: at.toISOString(),
  }));
  return { items, total: count?.n ?? 0 };
};
