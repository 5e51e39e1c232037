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
  bankFileFormats,
  bankRowMatches,
  bankRowStates,
  receiptCheckResults,
  type BankExportField,
  type BankRowFlag,
} from '@prapa/contracts';
import { paymentChannels } from './basic.ts';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';
import { receipts } from './receipts.ts';
import { waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A bank file as confirmed (MONEY.md §7): imported once, known by its SHA-256; the
 * trailer's own totals are kept beside the rows' so /payment_check can show both.
 */
export const bankFiles = pgTable(
  'bank_files',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    channelId: uuid('channel_id').notNull(),
    format: text('format', { enum: bankFileFormats }).notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    rowCount: integer('row_count').notNull(),
    total: money('total').notNull(),
    trailerCount: integer('trailer_count'),
    trailerTotal: money('trailer_total'),
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    importedBy: uuid('imported_by').notNull(),
    importedAt: createdAt(),
    /** The job that posts the file: its rows stay unseen until the job succeeds (0016). */
    postJob: uuid('post_job'),
  },
  (t) => [
    unique('bank_files_org_id').on(t.orgId, t.id),
    unique('bank_files_sha').on(t.orgId, t.sha256),
    foreignKey({
      name: 'bank_files_channel_fk',
      columns: [t.orgId, t.channelId],
      foreignColumns: [paymentChannels.orgId, paymentChannels.id],
    }),
    foreignKey({
      name: 'bank_files_officer_fk',
      columns: [t.orgId, t.importedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/**
 * One payment line of a bank file, with what became of it. A payment is taken once: its
 * key (the bank's reference, or date + time + amount + refs) is unique among rows that
 * are not themselves duplicates.
 */
export const bankRows = pgTable(
  'bank_rows',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    fileId: uuid('file_id').notNull(),
    lineNo: integer('line_no').notNull(),
    channelId: uuid('channel_id').notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    payerName: text('payer_name'),
    ref1: text('ref1'),
    ref2: text('ref2'),
    bankRef: text('bank_ref'),
    description: text('description'),
    amount: money('amount').notNull(),
    rowKey: text('row_key').notNull(),
    match: text('match', { enum: bankRowMatches }).notNull(),
    flags: jsonb('flags')
      .$type<BankRowFlag[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: text('state', { enum: bankRowStates }).notNull(),
    waterUserId: uuid('water_user_id'),
    receiptId: uuid('receipt_id'),
    duplicateOf: uuid('duplicate_of'),
    reason: text('reason'),
    handledBy: uuid('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    postJob: uuid('post_job'),
  },
  (t) => [
    unique('bank_rows_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'bank_rows_file_fk',
      columns: [t.orgId, t.fileId],
      foreignColumns: [bankFiles.orgId, bankFiles.id],
    }),
    foreignKey({
      name: 'bank_rows_channel_fk',
      columns: [t.orgId, t.channelId],
      foreignColumns: [paymentChannels.orgId, paymentChannels.id],
    }),
    foreignKey({
      name: 'bank_rows_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'bank_rows_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
    uniqueIndex('bank_rows_taken_once')
      .on(t.orgId, t.rowKey)
      .where(sql`state not in ('duplicate', 'ignored')`),
    index('bank_rows_file').on(t.orgId, t.fileId, t.lineNo),
    index('bank_rows_state').on(t.orgId, t.state, t.payDate),
    index('bank_rows_day').on(t.orgId, t.payDate, t.channelId),
    index('bank_rows_receipt').on(t.orgId, t.receiptId),
  ],
);

/** A bank export's columns, mapped once per payment channel and remembered. */
export type BankMappingColumns = Partial<Record<BankExportField, string | null>>;

export const bankMappings = pgTable(
  'bank_mappings',
  {
    orgId: orgId().references(() => organisations.id),
    channelId: uuid('channel_id').notNull(),
    /** The sheet row (1-based) holding the headers. */
    headerRow: integer('header_row').notNull(),
    columns: jsonb('columns').$type<BankMappingColumns>().notNull(),
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bank_mappings_pk', columns: [t.orgId, t.channelId] }),
    foreignKey({
      name: 'bank_mappings_channel_fk',
      columns: [t.orgId, t.channelId],
      foreignColumns: [paymentChannels.orgId, paymentChannels.id],
    }),
  ],
);

/**
 * A finance officer's tick of a transfer or QR receipt against the bank statement
 * (/payment_check). Beside the receipt, which is never edited.
 */
export const receiptChecks = pgTable(
  'receipt_checks',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    receiptId: uuid('receipt_id').notNull(),
    result: text('result', { enum: receiptCheckResults }).notNull(),
    note: text('note'),
    checkedBy: uuid('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('receipt_checks_receipt').on(t.orgId, t.receiptId),
    foreignKey({
      name: 'receipt_checks_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
    foreignKey({
      name: 'receipt_checks_officer_fk',
      columns: [t.orgId, t.checkedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/**
 * What a bank file's job will add to each bill when it publishes, and the `paid` it read:
 * the publish adds it only where `paid` is still that, so a payment taken at the counter
 * meanwhile is never counted twice (the job then checks the file again). Emptied after.
 */
export const bankPostBills = pgTable(
  'bank_post_bills',
  {
    orgId: orgId().references(() => organisations.id),
    jobId: uuid('job_id').notNull(),
    billId: uuid('bill_id').notNull(),
    paidBefore: money('paid_before').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ name: 'bank_post_bills_pk', columns: [t.orgId, t.jobId, t.billId] })],
);
