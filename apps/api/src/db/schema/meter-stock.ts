import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  meterEventKinds,
  meterWorkKinds,
  meterWorkSources,
  meterWorkStates,
} from '@prapa/contracts';
import { createdAt, id, orgId } from './columns.ts';
import { meterSizes } from './basic.ts';
import { officers, organisations } from './org.ts';
import { meterInstallations, meters, waterUsers } from './water.ts';

/** Meters received together (issue 26, 0023): one size, brand and batch; never edited. */
export const meterDeliveries = pgTable(
  'meter_deliveries',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    supplier: text('supplier').notNull(),
    batch: text('batch'),
    brand: text('brand'),
    meterSizeId: uuid('meter_size_id').notNull(),
    digits: integer('digits').notNull(),
    /** Satang a meter. */
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('meter_deliveries_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'meter_deliveries_size_fk',
      columns: [t.orgId, t.meterSizeId],
      foreignColumns: [meterSizes.orgId, meterSizes.id],
    }),
    foreignKey({
      name: 'meter_deliveries_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('meter_deliveries_list').on(t.orgId, t.receivedOn),
  ],
);

export const meterWorkCounters = pgTable(
  'meter_work_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'meter_work_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/** A numbered order for the field: kept as ordered, closed (done or cancelled) once. */
export const meterWorkOrders = pgTable(
  'meter_work_orders',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: meterWorkKinds }).notNull(),
    source: text('source', { enum: meterWorkSources }).notNull().default('office'),
    waterUserId: uuid('water_user_id').notNull(),
    /** The meter on the connection when the order was made. */
    meterId: uuid('meter_id'),
    reason: text('reason'),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: meterWorkStates }).notNull().default('open'),
    meterChangeRequestId: uuid('meter_change_request_id'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    doneOn: date('done_on', { mode: 'string' }),
    doneBy: uuid('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    oldFinalReading: integer('old_final_reading'),
    newMeterId: uuid('new_meter_id'),
    newInitialReading: integer('new_initial_reading'),
    installationId: uuid('installation_id'),
    resultNote: text('result_note'),
    cancelledBy: uuid('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    unique('meter_work_orders_org_id').on(t.orgId, t.id),
    unique('meter_work_orders_number').on(t.orgId, t.fiscalYear, t.seq),
    foreignKey({
      name: 'meter_work_orders_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'meter_work_orders_meter_fk',
      columns: [t.orgId, t.meterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    foreignKey({
      name: 'meter_work_orders_new_meter_fk',
      columns: [t.orgId, t.newMeterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    foreignKey({
      name: 'meter_work_orders_installation_fk',
      columns: [t.orgId, t.installationId],
      foreignColumns: [meterInstallations.orgId, meterInstallations.id],
    }),
    uniqueIndex('meter_work_orders_one_open')
      .on(t.orgId, t.waterUserId)
      .where(sql`state in ('open', 'printed')`),
    index('meter_work_orders_list').on(t.orgId, t.state, t.createdAt),
  ],
);

/** A meter's life, append-only; the meter's status is its last event's (a trigger). */
export const meterEvents = pgTable(
  'meter_events',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    meterId: uuid('meter_id').notNull(),
    kind: text('kind', { enum: meterEventKinds }).notNull(),
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    waterUserId: uuid('water_user_id'),
    installationId: uuid('installation_id'),
    deliveryId: uuid('delivery_id'),
    reason: text('reason'),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('meter_events_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'meter_events_meter_fk',
      columns: [t.orgId, t.meterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    index('meter_events_meter').on(t.orgId, t.meterId, t.at),
  ],
);
