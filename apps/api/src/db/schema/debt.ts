import { sql } from 'drizzle-orm';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  noticeEventKinds,
  noticeKinds,
  notificationChannels,
  notificationProviders,
} from '@prapa/contracts';
import { bills } from './billing.ts';
import { createdAt, id, orgId } from './columns.ts';
import { organisations } from './org.ts';
import { waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** The last notice number taken per organisation, fiscal year and kind (MONEY.md §1.2). */
export const noticeCounters = pgTable(
  'notice_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'notice_counters_pk', columns: [t.orgId, t.fiscalYear, t.kind] })],
);

/**
 * A debt notice (MONEY.md §8): a warning letter, a cut-off or a reconnection work order.
 * Immutable once issued but for the move to void; `snapshot` holds the debt table, the
 * customer and the signer as printed, so a reprint prints the same letter. Its state
 * (open, closed, due, done) is read from the debt and its events, never written here.
 */
export const debtNotices = pgTable(
  'debt_notices',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** BE fiscal year, the kind's digit and the sequence: 25701000012 (ref2 of its QR). */
    number: text('number').notNull(),
    waterUserId: uuid('water_user_id').notNull(),
    customerNo: text('customer_no').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    /** Warning: pay by; cut-off: not before (the warning's notice period passed). */
    payBy: date('pay_by', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    unpaidRounds: integer('unpaid_rounds').notNull(),
    /**
     * The debt this notice answers: the oldest unpaid bill for a warning or cut-off, the
     * cut-off order for a reconnection. One live notice of a kind per episode, so issuing
     * twice makes no second notice; once that debt is paid, a new debt is a new episode.
     */
    episodeKey: uuid('episode_key').notNull(),
    /** The open bills the debt table lists: the notice is closed once none is open. */
    billIds: uuid('bill_ids').array().notNull(),
    /** The notice this one follows: a cut-off its warning, a reconnection its cut-off. */
    followsId: uuid('follows_id'),
    snapshot: jsonb('snapshot').notNull(),
    jobId: uuid('job_id'),
    status: text('status', { enum: ['issued', 'void'] })
      .notNull()
      .default('issued'),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('debt_notices_org_id').on(t.orgId, t.id),
    unique('debt_notices_org_number').on(t.orgId, t.kind, t.fiscalYear, t.seq),
    uniqueIndex('debt_notices_one_per_episode')
      .on(t.orgId, t.kind, t.waterUserId, t.episodeKey)
      .where(sql`status <> 'void'`),
    index('debt_notices_user').on(t.orgId, t.waterUserId, t.kind),
    index('debt_notices_number').on(t.orgId, t.number),
    foreignKey({
      name: 'debt_notices_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'debt_notices_follows_fk',
      columns: [t.orgId, t.followsId],
      foreignColumns: [t.orgId, t.id],
    }),
  ],
);

/**
 * What happened to a notice, appended only: its delivery (printed, handed over, SMS,
 * LINE) and, once, that its work order was done (the meter reading at cut-off, the
 * usage status it left and the reconnection-fee bill it raised, in `detail`).
 */
export const noticeEvents = pgTable(
  'notice_events',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    noticeId: uuid('notice_id').notNull(),
    kind: text('kind', { enum: noticeEventKinds }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    note: text('note'),
    meterReading: integer('meter_reading'),
    detail: jsonb('detail'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_events_notice').on(t.orgId, t.noticeId),
    uniqueIndex('notice_events_done_once')
      .on(t.orgId, t.noticeId)
      .where(sql`kind = 'done'`),
    foreignKey({
      name: 'notice_events_notice_fk',
      columns: [t.orgId, t.noticeId],
      foreignColumns: [debtNotices.orgId, debtNotices.id],
    }),
  ],
);

/** How an organisation sends SMS and LINE messages; no row = the outbox. */
export const notificationSettings = pgTable('notification_settings', {
  orgId: orgId()
    .primaryKey()
    .references(() => organisations.id),
  provider: text('provider', { enum: notificationProviders }).notNull().default('outbox'),
  /** The sender name the provider shows. */
  sender: text('sender'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The log of what was sent: one message per notice per channel, never twice (the unique
 * key is taken before the provider is called).
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    noticeId: uuid('notice_id').notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    provider: text('provider', { enum: notificationProviders }).notNull(),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] }).notNull(),
    providerRef: text('provider_ref'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notification_messages_once').on(t.orgId, t.noticeId, t.channel),
    foreignKey({
      name: 'notification_messages_notice_fk',
      columns: [t.orgId, t.noticeId],
      foreignColumns: [debtNotices.orgId, debtNotices.id],
    }),
  ],
);

/**
 * A late fee waived by an admin, with a reason (issue 12): the overdue bill named here is
 * never charged a late fee. Written once, never changed.
 */
export const lateFeeWaivers = pgTable(
  'late_fee_waivers',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    billId: uuid('bill_id').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('late_fee_waivers_bill').on(t.orgId, t.billId),
    foreignKey({
      name: 'late_fee_waivers_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
  ],
);
