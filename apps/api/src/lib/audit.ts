import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { Tx } from '../db/tenant.ts';
import type { Actor } from '../plugins/types.ts';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** Strips what must never sit in an audit row. */
const clean = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const secret of ['passwordHash', 'password', 'tokenHash', 'logoDataUrl']) {
    if (secret in copy)
      copy[secret] = secret === 'logoDataUrl' && copy[secret] ? '[image]' : undefined;
  }
  return JSON.parse(JSON.stringify(copy));
};

/** Writes one audit row in the caller's transaction, so it lands or fails with the change. */
export const audit = (tx: Tx, request: FastifyRequest | null, orgId: string, entry: AuditEntry) => {
  // A public route (login, lock screen) trusts no token: a caller carrying another
  // organisation's token is anonymous there. A guarded route has checked the caller's
  // right to act in orgId (an IT officer administering another organisation included).
  const actor = request?.actor ?? null;
  const guarded = request?.routeOptions.config.public !== true;
  const inOrg =
    actor && (guarded || actor.orgId === orgId || actor.homeOrgId === orgId) ? actor : null;
  return auditBy(tx, { actor: inOrg, ip: request?.ip ?? null }, orgId, entry);
};

/** Who did it when no request is at hand: a job acts for the officer who started it. */
export type AuditWho = { actor: Pick<Actor, 'officerId' | 'homeOrgId'> | null; ip: string | null };

/** The audit row's values as every writer stores them (the secrets stripped). */
export const auditValues = (who: AuditWho, orgId: string, entry: AuditEntry) => {
  const { actor } = who;
  return {
    orgId,
    officerId: actor?.officerId ?? null,
    actorOrgId: actor && actor.homeOrgId !== orgId ? actor.homeOrgId : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: clean(entry.before),
    after: clean(entry.after),
    reason: entry.reason ?? null,
    ip: who.ip,
  };
};

export const auditBy = async (tx: Tx, who: AuditWho, orgId: string, entry: AuditEntry) => {
  await tx.insert(auditLog).values({
    ...auditValues(who, orgId, entry),
    // clock_timestamp, not now(): rows of one transaction keep the order they were written.
    at: sql`clock_timestamp()`,
  });
};
