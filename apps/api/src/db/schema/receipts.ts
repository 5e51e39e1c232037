import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  allocationSources,
  paymentChannelKinds,
  receiptBookKinds,
  receiptBookStates,
  receiptStatuses,
} from '@prapa/contracts';
import { paymentChannels } from './basic.ts';
import { bills } from './billing.ts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { offices, officers, organisations } from './org.ts';
import { waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A receipt book of the receipt control register (ทะเบียนคุมใบเสร็จรับเงิน, MONEY.md §5):
 * used only within its fiscal year; `nextNo` is taken under the row's lock in the same
 * transaction as the receipt, so numbers never skip or repeat. Held by a cashier or shared
 * by an office (every cashier of it takes the next leaf).
 */
export const receiptBooks = pgTable(
  'receipt_books',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    bookNo: text('book_no').notNull(),
    kind: text('kind', { enum: receiptBookKinds }).notNull(),
    firstNo: integer('first_no').notNull(),
    lastNo: integer('last_no').notNull(),
    nextNo: integer('next_no').notNull(),
    state: text('state', { enum: receiptBookStates }).notNull().default('received'),
    holderOfficerId: uuid('holder_officer_id'),
    holderOfficeId: uuid('holder_office_id'),
    /** An electronic book a bank import numbers its receipts from (issue 11). */
    channelId: uuid('channel_id'),
    receivedAt: date('received_at', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('receipt_books_org_id').on(t.orgId, t.id),
    unique('receipt_books_org_no').on(t.orgId, t.fiscalYear, t.bookNo),
    foreignKey({
      name: 'receipt_books_officer_fk',
      columns: [t.orgId, t.holderOfficerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'receipt_books_office_fk',
      columns: [t.orgId, t.holderOfficeId],
      foreignColumns: [offices.orgId, offices.id],
    }),
    foreignKey({
      name: 'receipt_books_channel_fk',
      columns: [t.orgId, t.channelId],
      foreignColumns: [paymentChannels.orgId, paymentChannels.id],
    }),
  ],
);

/**
 * Leaves of a book voided without a receipt: a spoiled paper leaf, or every unused leaf
 * at fiscal-year end (DOMAIN.md §2). The leaf is kept for the auditors, never reused.
 */
export const receiptLeafVoids = pgTable(
  'receipt_leaf_voids',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    bookId: uuid('book_id').notNull(),
    fromNo: integer('from_no').notNull(),
    toNo: integer('to_no').notNull(),
    reason: text('reason').notNull(),
    voidedBy: uuid('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipt_leaf_voids_book').on(t.orgId, t.bookId),
    foreignKey({
      name: 'receipt_leaf_voids_book_fk',
      columns: [t.orgId, t.bookId],
      foreignColumns: [receiptBooks.orgId, receiptBooks.id],
    }),
  ],
);

/**
 * A receipt (ใบเสร็จรับเงิน): one connection, one or more of its bills. Immutable once
 * written; the only move is to void, with a reason, who and when. `amount` is the money
 * handed over: Σ its money allocations + `toCredit` (MONEY.md §1.4).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    bookId: uuid('book_id').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    bookNo: text('book_no').notNull(),
    number: integer('number').notNull(),
    waterUserId: uuid('water_user_id').notNull(),
    customerNo: text('customer_no').notNull(),
    /** The Bangkok day the money was taken: the ป.32 day. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    channelId: uuid('channel_id').notNull(),
    channelKind: text('channel_kind', { enum: paymentChannelKinds }).notNull(),
    reference: text('reference'),
    amount: money('amount').notNull(),
    creditUsed: money('credit_used').notNull().default(0),
    toCredit: money('to_credit').notNull().default(0),
    tendered: money('tendered'),
    change: money('change'),
    cashierId: uuid('cashier_id').notNull(),
    officeId: uuid('office_id'),
    status: text('status', { enum: receiptStatuses }).notNull().default('valid'),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    idempotencyKey: text('idempotency_key'),
    /** Payer, address, bills and heads as printed: a reprint prints the same receipt. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    /** A bank file's job writing it: unseen until that job succeeds (migration 0016). */
    postJob: uuid('post_job'),
  },
  (t) => [
    unique('receipts_org_id').on(t.orgId, t.id),
    unique('receipts_book_number').on(t.orgId, t.bookId, t.number),
    uniqueIndex('receipts_idempotency')
      .on(t.orgId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('receipts_day').on(t.orgId, t.businessDate, t.cashierId),
    index('receipts_user').on(t.orgId, t.waterUserId, t.paidAt),
    foreignKey({
      name: 'receipts_book_fk',
      columns: [t.orgId, t.bookId],
      foreignColumns: [receiptBooks.orgId, receiptBooks.id],
    }),
    foreignKey({
      name: 'receipts_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'receipts_channel_fk',
      columns: [t.orgId, t.channelId],
      foreignColumns: [paymentChannels.orgId, paymentChannels.id],
    }),
    foreignKey({
      name: 'receipts_cashier_fk',
      columns: [t.orgId, t.cashierId],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/**
 * The part of a receipt that pays one bill, split by head (allocatePayment): what the
 * ป.32 sums by water, meter fee, VAT and other fees. Never changed; it stops counting when
 * its receipt is voided.
 */
export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    receiptId: uuid('receipt_id').notNull(),
    billId: uuid('bill_id').notNull(),
    source: text('source', { enum: allocationSources }).notNull(),
    amount: money('amount').notNull(),
    lateFee: money('late_fee').notNull(),
    water: money('water').notNull(),
    topUp: money('top_up').notNull(),
    meterFee: money('meter_fee').notNull(),
    other: money('other').notNull(),
    vat: money('vat').notNull(),
    postJob: uuid('post_job'),
  },
  (t) => [
    index('receipt_allocations_receipt').on(t.orgId, t.receiptId),
    index('receipt_allocations_bill').on(t.orgId, t.billId),
    foreignKey({
      name: 'receipt_allocations_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
    foreignKey({
      name: 'receipt_allocations_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
  ],
);

/**
 * Credit on account, as moves: + money a receipt took above what was owed, − credit a
 * receipt used at the counter or a bill applied as its credit line. A move counts while
 * its receipt is valid and its bill is not void; the balance is their sum, never < 0.
 */
export const creditMoves = pgTable(
  'credit_moves',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    amount: money('amount').notNull(),
    receiptId: uuid('receipt_id'),
    billId: uuid('bill_id'),
    /** A deposit applied to debt (0025): its credit comes from this deposit move. */
    depositMoveId: uuid('deposit_move_id'),
    createdAt: createdAt(),
    postJob: uuid('post_job'),
    /** Credit brought in at the move-in (+), or its reversal when the step is undone (−). */
    moveInJob: uuid('move_in_job'),
    /** The old system's reference of credit brought in. */
    reference: text('reference'),
  },
  (t) => [
    index('credit_moves_user').on(t.orgId, t.waterUserId),
    foreignKey({
      name: 'credit_moves_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'credit_moves_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
    foreignKey({
      name: 'credit_moves_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
  ],
);

/** Each print of a receipt: the first is the original, every later one says สำเนา. */
export const receiptPrints = pgTable(
  'receipt_prints',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    receiptId: uuid('receipt_id').notNull(),
    paper: text('paper').notNull(),
    printedBy: uuid('printed_by'),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipt_prints_receipt').on(t.orgId, t.receiptId),
    foreignKey({
      name: 'receipt_prints_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
  ],
);

export type ReceiptBookRow = typeof receiptBooks.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
