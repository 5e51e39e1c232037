import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { organisations } from './org.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officerId: uuid('officer_id'),
    /** The officer's own organisation when an IT officer acts on another one. */
    actorOrgId: uuid('actor_org_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    at: createdAt(),
  },
  (t) => [
    index('audit_log_entity').on(t.orgId, t.entity, t.entityId),
    index('audit_log_at').on(t.orgId, t.at),
  ],
);
