import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { meterChangeStatuses } from '@prapa/contracts';
import { id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';
import { meterInstallations, meters, waterUsers } from './water.ts';

/**
 * A meter changed in the field, recorded by the reader for the office to approve (the
 * register's replacement is then made: installation_id) or reject with a reason (0022).
 * Kept as asked; decided once; never deleted.
 */
export const meterChangeRequests = pgTable(
  'meter_change_requests',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    /** The meter on the connection when the request was made. */
    oldMeterId: uuid('old_meter_id'),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    oldFinalReading: integer('old_final_reading').notNull(),
    newSerial: text('new_serial').notNull(),
    newInitialReading: integer('new_initial_reading').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status', { enum: meterChangeStatuses }).notNull().default('pending'),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    installationId: uuid('installation_id'),
  },
  (t) => [
    unique('meter_change_requests_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'meter_change_requests_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'meter_change_requests_old_meter_fk',
      columns: [t.orgId, t.oldMeterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    foreignKey({
      name: 'meter_change_requests_requested_by_fk',
      columns: [t.orgId, t.requestedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'meter_change_requests_decided_by_fk',
      columns: [t.orgId, t.decidedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'meter_change_requests_installation_fk',
      columns: [t.orgId, t.installationId],
      foreignColumns: [meterInstallations.orgId, meterInstallations.id],
    }),
    uniqueIndex('meter_change_requests_one_pending')
      .on(t.orgId, t.waterUserId)
      .where(sql`status = 'pending'`),
    index('meter_change_requests_list').on(t.orgId, t.status, t.requestedAt),
  ],
);
