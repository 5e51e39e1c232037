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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { depositMoveKinds, refundChannels } from '@prapa/contracts';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';
import { receipts } from './receipts.ts';
import { requests } from './requests.ts';
import { waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** The last refund voucher number taken per organisation and fiscal year (0025). */
export const depositVoucherCounters = pgTable(
  'deposit_voucher_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'deposit_voucher_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/**
 * What left a connection's deposit (0025): applied to its debt (the credit-only receipt
 * that spent it), refunded (a numbered voucher) or forfeited (reason and document).
 * Append-only; what came in is read from the receipts of deposit bills.
 */
export const depositMoves = pgTable(
  'deposit_moves',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    kind: text('kind', { enum: depositMoveKinds }).notNull(),
    amount: money('amount').notNull(),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    requestId: uuid('request_id'),
    receiptId: uuid('receipt_id'),
    fiscalYear: integer('fiscal_year'),
    seq: integer('seq'),
    number: text('number'),
    payee: text('payee'),
    channel: text('channel', { enum: refundChannels }),
    reason: text('reason'),
    document: text('document'),
    /** The voucher as printed: held, applied (and to which bills), refunded. */
    snapshot: jsonb('snapshot').notNull().default({}),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deposit_moves_org_id').on(t.orgId, t.id),
    index('deposit_moves_user').on(t.orgId, t.waterUserId, t.movedOn),
    uniqueIndex('deposit_moves_voucher_no')
      .on(t.orgId, t.fiscalYear, t.seq)
      .where(sql`number is not null`),
    uniqueIndex('deposit_moves_request_kind')
      .on(t.orgId, t.requestId, t.kind)
      .where(sql`request_id is not null`),
    foreignKey({
      name: 'deposit_moves_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'deposit_moves_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'deposit_moves_receipt_fk',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipts.orgId, receipts.id],
    }),
    foreignKey({
      name: 'deposit_moves_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

export type DepositMoveRow = typeof depositMoves.$inferSelect;
