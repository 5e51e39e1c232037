import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { treasurySources } from '@prapa/contracts';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A deposit slip (ใบนำฝาก): cash taken to one of the organisation's bank accounts (0029).
 * Immutable once written; the one move is to void, with a reason, who and when.
 */
export const bankDeposits = pgTable(
  'bank_deposits',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    depositedOn: date('deposited_on', { mode: 'string' }).notNull(),
    accountNo: text('account_no').notNull(),
    bank: text('bank').notNull(),
    accountName: text('account_name').notNull(),
    amount: money('amount').notNull(),
    slipNo: text('slip_no').notNull(),
    depositor: text('depositor'),
    note: text('note'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
  },
  (t) => [
    unique('bank_deposits_org_id').on(t.orgId, t.id),
    index('bank_deposits_day').on(t.orgId, t.depositedOn),
    foreignKey({
      name: 'bank_deposits_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'bank_deposits_voided_by_fk',
      columns: [t.orgId, t.voidedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/**
 * Money sent on to the council's treasury (นำส่งคลัง), from cash or from one account (0029).
 * Immutable once written; the one move is to void, with a reason, who and when.
 */
export const treasuryTransfers = pgTable(
  'treasury_transfers',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    transferredOn: date('transferred_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    documentNo: text('document_no').notNull(),
    source: text('source', { enum: treasurySources }).notNull(),
    accountNo: text('account_no'),
    bank: text('bank'),
    accountName: text('account_name'),
    note: text('note'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
  },
  (t) => [
    unique('treasury_transfers_org_id').on(t.orgId, t.id),
    index('treasury_transfers_day').on(t.orgId, t.transferredOn),
    foreignKey({
      name: 'treasury_transfers_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'treasury_transfers_voided_by_fk',
      columns: [t.orgId, t.voidedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);
