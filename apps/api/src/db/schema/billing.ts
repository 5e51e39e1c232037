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
import { billKinds, billStatuses, sundryKinds } from '@prapa/contracts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { organisations } from './org.ts';
import { readings, serviceRounds } from './rounds.ts';
import { waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The payment-submission round of a service round (MONEY.md §2): when its bills are due,
 * when a warning and a cut-off follow, and from when a late fee is charged.
 */
export const paymentRounds = pgTable(
  'payment_rounds',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    roundId: uuid('round_id').notNull(),
    payFrom: date('pay_from', { mode: 'string' }).notNull(),
    payTo: date('pay_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    warnDate: date('warn_date', { mode: 'string' }).notNull(),
    cutoffDate: date('cutoff_date', { mode: 'string' }).notNull(),
    lateFeeFrom: date('late_fee_from', { mode: 'string' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_rounds_org_id').on(t.orgId, t.id),
    unique('payment_rounds_round').on(t.orgId, t.roundId),
    foreignKey({
      name: 'payment_rounds_round_fk',
      columns: [t.orgId, t.roundId],
      foreignColumns: [serviceRounds.orgId, serviceRounds.id],
    }),
  ],
);

/** The last bill number taken per organisation per fiscal year (gapless, MONEY.md §1.2). */
export const billCounters = pgTable(
  'bill_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'bill_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/**
 * A bill (ใบแจ้งหนี้). Immutable once written (a trigger allows only the paid state and
 * the move to void); `snapshot` holds everything it was priced from, so a reprint in five
 * years prints the same figures.
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    kind: text('kind', { enum: billKinds }).notNull(),
    sundryKind: text('sundry_kind', { enum: sundryKinds }),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** The bill number and ref2: the BE fiscal year and the sequence, e.g. 2570000123. */
    number: text('number').notNull(),
    roundId: uuid('round_id'),
    waterUserId: uuid('water_user_id').notNull(),
    readingId: uuid('reading_id'),
    /** ref1. */
    customerNo: text('customer_no').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    usage: integer('usage'),
    total: money('total').notNull(),
    paid: money('paid').notNull().default(0),
    status: text('status', { enum: billStatuses }).notNull().default('issued'),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    /** The bill this one replaces (void and re-bill). */
    replacesId: uuid('replaces_id'),
    snapshot: jsonb('snapshot').notNull(),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    /** An opening bill's month in the old books (BE year, month): its place in debt and ageing. */
    periodYearBe: integer('period_year_be'),
    periodMonth: integer('period_month'),
    /** The old system's reference of an opening bill (its bill or ledger number). */
    reference: text('reference'),
    /** The move-in job that brought an opening bill in: unseen until that job succeeds (0032). */
    moveInJob: uuid('move_in_job'),
  },
  (t) => [
    unique('bills_org_id').on(t.orgId, t.id),
    uniqueIndex('bills_org_number')
      .on(t.orgId, t.fiscalYear, t.seq)
      .where(sql`kind <> 'opening'`),
    uniqueIndex('bills_opening_number')
      .on(t.orgId, t.fiscalYear, t.seq)
      .where(sql`kind = 'opening'`),
    uniqueIndex('bills_one_opening_bill')
      .on(t.orgId, t.waterUserId, t.periodYearBe, t.periodMonth)
      .where(sql`kind = 'opening' and status <> 'void'`),
    uniqueIndex('bills_one_water_bill')
      .on(t.orgId, t.roundId, t.waterUserId)
      .where(sql`kind = 'water' and status <> 'void'`),
    index('bills_user').on(t.orgId, t.waterUserId, t.billDate),
    // What is owed (debt alerts, debtor ageing) reads open bills only. A payment that
    // settles a bill writes no entry here: the paid row no longer matches.
    index('bills_open')
      .on(t.orgId, t.waterUserId)
      .where(sql`status in ('issued', 'partly_paid')`),
    index('bills_round').on(t.orgId, t.roundId, t.number),
    foreignKey({
      name: 'bills_round_fk',
      columns: [t.orgId, t.roundId],
      foreignColumns: [serviceRounds.orgId, serviceRounds.id],
    }),
    foreignKey({
      name: 'bills_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'bills_reading_fk',
      columns: [t.orgId, t.readingId],
      foreignColumns: [readings.orgId, readings.id],
    }),
    foreignKey({
      name: 'bills_replaces_fk',
      columns: [t.orgId, t.replacesId],
      foreignColumns: [t.orgId, t.id],
    }),
  ],
);

/** The opening series' last number per organisation and fiscal year (0032). */
export const openingBillCounters = pgTable(
  'opening_bill_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'opening_bill_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/** A bill's lines in computeBill's order; the bill's total is their sum. Never changed. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    billId: uuid('bill_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    labelKey: text('label_key').notNull(),
    quantity: integer('quantity'),
    rate: integer('rate'),
    amount: money('amount').notNull(),
    /** Block range, discount scheme, VAT base…: what the line's kind carries. */
    detail: jsonb('detail'),
  },
  (t) => [
    unique('bill_lines_bill_seq').on(t.orgId, t.billId, t.seq),
    foreignKey({
      name: 'bill_lines_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
  ],
);

/**
 * Each time a bill is printed: the first print is the original, every later one is
 * marked สำเนา (copy), as a reprinted document must be.
 */
export const billPrints = pgTable(
  'bill_prints',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    billId: uuid('bill_id').notNull(),
    printedBy: uuid('printed_by'),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_prints_bill').on(t.orgId, t.billId),
    foreignKey({
      name: 'bill_prints_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
  ],
);
