import {
  bigint,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { organisations } from './org.ts';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

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
    /**
     * The row's place in its organisation's chain and sha256(previous hash || the row):
     * set by the database on insert (0017), never by the app.
     */
    seq: bigint('seq', { mode: 'number' }),
    hash: bytea('hash'),
  },
  (t) => [
    index('audit_log_entity').on(t.orgId, t.entity, t.entityId),
    index('audit_log_at').on(t.orgId, t.at),
    uniqueIndex('audit_log_seq').on(t.orgId, t.seq),
  ],
);
