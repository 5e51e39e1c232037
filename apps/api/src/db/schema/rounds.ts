import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { readingSources, readingStatuses, roundStatuses } from '@prapa/contracts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { organisations } from './org.ts';
import { meters, waterUsers } from './water.ts';

/** The default billing cycle of an organisation (one row; defaults until it is saved). */
export const billingCycles = pgTable('billing_cycles', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id),
  readingFromDay: integer('reading_from_day').notNull(),
  readingToDay: integer('reading_to_day').notNull(),
  billDay: integer('bill_day').notNull(),
  warnDaysAfterDue: integer('warn_days_after_due').notNull(),
  cutoffDaysAfterDue: integer('cutoff_days_after_due').notNull(),
  anomalyLowBelowBp: integer('anomaly_low_below_bp').notNull(),
  anomalyHighAboveBp: integer('anomaly_high_above_bp').notNull(),
  anomalyVeryHighAboveBp: integer('anomaly_very_high_above_bp').notNull(),
  updatedAt: updatedAt(),
});

/** A service round (รอบบริการ), one a month (MONEY.md §2). */
export const serviceRounds = pgTable(
  'service_rounds',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    yearBe: integer('year_be').notNull(),
    month: integer('month').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    readingFrom: date('reading_from', { mode: 'string' }).notNull(),
    readingTo: date('reading_to', { mode: 'string' }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status', { enum: roundStatuses }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('service_rounds_org_id').on(t.orgId, t.id),
    unique('service_rounds_org_month').on(t.orgId, t.yearBe, t.month),
  ],
);

/**
 * A meter reading: one per connection per round (MONEY.md §3). Its usage is computed by
 * packages/domain from previous and current (or estimated); a held reading is not billed
 * until someone at /check accepts or corrects it.
 */
export const readings = pgTable(
  'readings',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    roundId: uuid('round_id').notNull(),
    waterUserId: uuid('water_user_id').notNull(),
    meterId: uuid('meter_id'),
    previous: integer('previous').notNull(),
    current: integer('current'),
    usage: integer('usage').notNull(),
    /** m³ of estimated months since the last real reading, deducted here (true-up). */
    deducted: integer('deducted').notNull().default(0),
    /** The average of the last three real usages the reading was checked against. */
    average: integer('average'),
    code: text('code').notNull().default('00'),
    estimated: boolean('estimated').notNull().default(false),
    anomaly: text('anomaly').notNull().default('normal'),
    held: boolean('held').notNull().default(false),
    diffBp: integer('diff_bp'),
    // The contract's lists: a status the answer's schema does not know is a 500 (issue 25).
    status: text('status', { enum: readingStatuses }).notNull().default('recorded'),
    source: text('source', { enum: readingSources }).notNull(),
    /** The phone's own id for the reading: a resend of the same id is the same reading. */
    clientId: text('client_id'),
    note: text('note'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    readerId: uuid('reader_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('readings_org_id').on(t.orgId, t.id),
    unique('readings_round_user').on(t.orgId, t.roundId, t.waterUserId),
    unique('readings_client_id').on(t.orgId, t.clientId),
    foreignKey({
      name: 'readings_round_fk',
      columns: [t.orgId, t.roundId],
      foreignColumns: [serviceRounds.orgId, serviceRounds.id],
    }),
    foreignKey({
      name: 'readings_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'readings_meter_fk',
      columns: [t.orgId, t.meterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    index('readings_user').on(t.orgId, t.waterUserId, t.readAt),
    index('readings_round_anomaly')
      .on(t.orgId, t.roundId, t.anomaly)
      .where(sql`anomaly <> 'normal'`),
    // /check's order (the largest difference from the average first), read straight off
    // the index for a page of a 100,000-connection round.
    index('readings_round_diff').on(
      t.orgId,
      t.roundId,
      sql`abs(${t.diffBp}) desc nulls last`,
      t.held,
      t.waterUserId,
    ),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The photo a reader took of the meter with a reading (JPEG or WebP, resized on the
 * phone, at most 500 kB): one a reading, shown on /check.
 */
export const readingPhotos = pgTable(
  'reading_photos',
  {
    id: id(),
    orgId: orgId(),
    readingId: uuid('reading_id').notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/webp'] }).notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reading_photos_reading').on(t.orgId, t.readingId),
    foreignKey({
      name: 'reading_photos_reading_fk',
      columns: [t.orgId, t.readingId],
      foreignColumns: [readings.orgId, readings.id],
    }).onDelete('cascade'),
  ],
);
