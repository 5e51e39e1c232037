import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A collector's money for a day handed to finance (นำส่งเงิน): cash and transfers apart,
 * the slip number and who received it. It closes that collector's day. A difference from
 * the day's receipts carries its reason; a remittance recorded in error is voided (kept,
 * with reason, who and when), which opens the day again (0020).
 */
export const remittances = pgTable(
  'remittances',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officerId: uuid('officer_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    cash: money('cash').notNull(),
    transfer: money('transfer').notNull(),
    /** What the receipts of the day add up to when remitted (cash, transfer). */
    expectedCash: money('expected_cash').notNull(),
    expectedTransfer: money('expected_transfer').notNull(),
    /** expected − remitted: positive is money missing (short), negative money over. */
    shortfall: money('shortfall')
      .notNull()
      .generatedAlwaysAs(sql`expected_cash + expected_transfer - cash - transfer`),
    /** Why the money handed over differs from the receipts (required when it does). */
    differenceReason: text('difference_reason'),
    slipNo: text('slip_no'),
    receivedBy: uuid('received_by').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
  },
  (t) => [
    unique('remittances_org_id').on(t.orgId, t.id),
    uniqueIndex('remittances_officer_day')
      .on(t.orgId, t.officerId, t.businessDate)
      .where(sql`voided_at is null`),
    foreignKey({
      name: 'remittances_officer_fk',
      columns: [t.orgId, t.officerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'remittances_voided_by_fk',
      columns: [t.orgId, t.voidedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);
