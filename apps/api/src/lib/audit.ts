import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { Tx } from '../db/tenant.ts';

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
export const audit = async (
  tx: Tx,
  request: FastifyRequest | null,
  orgId: string,
  entry: AuditEntry,
) => {
  const actor = request?.actor ?? null;
  await tx.insert(auditLog).values({
    orgId,
    officerId: actor?.officerId ?? null,
    actorOrgId: actor && actor.homeOrgId !== orgId ? actor.homeOrgId : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: clean(entry.before),
    after: clean(entry.after),
    reason: entry.reason ?? null,
    ip: request?.ip ?? null,
    // clock_timestamp, not now(): rows of one transaction keep the order they were written.
    at: sql`clock_timestamp()`,
  });
};
