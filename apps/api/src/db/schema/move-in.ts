import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { moveInSteps } from '@prapa/contracts';
import { createdAt, id, orgId } from './columns.ts';
import { jobs } from './jobs.ts';
import { officers, organisations } from './org.ts';
import { meters, waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The last reading of a connection's meter in the old books (0032): the first round's
 * previous reading while the meter has no reading in Prapa. Unseen until its job succeeds.
 */
export const openingReadings = pgTable(
  'opening_readings',
  {
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    meterId: uuid('meter_id').notNull(),
    reading: integer('reading').notNull(),
    readOn: date('read_on', { mode: 'string' }).notNull(),
    moveInJob: uuid('move_in_job').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'opening_readings_pk', columns: [t.orgId, t.waterUserId, t.meterId] }),
    index('opening_readings_job').on(t.orgId, t.moveInJob),
    foreignKey({
      name: 'opening_readings_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'opening_readings_meter_fk',
      columns: [t.orgId, t.meterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
  ],
);

/** A month's usage from the old books (up to 12 per connection): averages from month one. */
export const openingUsage = pgTable(
  'opening_usage',
  {
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    yearBe: integer('year_be').notNull(),
    month: integer('month').notNull(),
    usage: integer('usage').notNull(),
    moveInJob: uuid('move_in_job').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'opening_usage_pk',
      columns: [t.orgId, t.waterUserId, t.yearBe, t.month],
    }),
    index('opening_usage_job').on(t.orgId, t.moveInJob),
    foreignKey({
      name: 'opening_usage_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
  ],
);

/** A deposit held per the old books, with its reference: the deposit register counts it. */
export const openingDeposits = pgTable(
  'opening_deposits',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference'),
    heldSince: date('held_since', { mode: 'string' }),
    moveInJob: uuid('move_in_job').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('opening_deposits_org_id').on(t.orgId, t.id),
    unique('opening_deposits_one').on(t.orgId, t.waterUserId),
    index('opening_deposits_job').on(t.orgId, t.moveInJob),
    foreignKey({
      name: 'opening_deposits_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
  ],
);

/** One confirmed move-in file: what it brought in; stamped when its step is undone. */
export const moveInBatches = pgTable(
  'move_in_batches',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    step: text('step', { enum: moveInSteps }).notNull(),
    jobId: uuid('job_id').notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    rowCount: integer('row_count').notNull(),
    connections: integer('connections').notNull(),
    amount: money('amount').notNull().default(0),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    undoJob: uuid('undo_job'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by'),
  },
  (t) => [
    unique('move_in_batches_org_id').on(t.orgId, t.id),
    unique('move_in_batches_job').on(t.orgId, t.jobId),
    index('move_in_batches_step').on(t.orgId, t.step, t.createdAt),
    foreignKey({
      name: 'move_in_batches_job_fk',
      columns: [t.orgId, t.jobId],
      foreignColumns: [jobs.orgId, jobs.id],
    }),
    foreignKey({
      name: 'move_in_batches_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/** The organisation's move-in: the old system's control totals, and going live (once). */
export const moveIns = pgTable('move_ins', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id),
  totalsCustomers: integer('totals_customers'),
  totalsDebt: money('totals_debt'),
  totalsDeposits: money('totals_deposits'),
  totalsCredit: money('totals_credit'),
  totalsBy: uuid('totals_by'),
  totalsAt: timestamp('totals_at', { withTimezone: true }),
  liveFromYearBe: integer('live_from_year_be'),
  liveFromMonth: integer('live_from_month'),
  liveAt: timestamp('live_at', { withTimezone: true }),
  liveBy: uuid('live_by'),
  liveReason: text('live_reason'),
  liveFigures: jsonb('live_figures'),
});

/** Another program's columns for a step, remembered per organisation (as bank_mappings). */
export const moveInMappings = pgTable(
  'move_in_mappings',
  {
    orgId: orgId().references(() => organisations.id),
    step: text('step', { enum: moveInSteps }).notNull(),
    headerRow: integer('header_row').notNull().default(1),
    columns: jsonb('columns').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'move_in_mappings_pk', columns: [t.orgId, t.step] })],
);
