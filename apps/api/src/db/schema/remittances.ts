import { bigint, date, foreignKey, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A collector's money for a day handed to finance (นำส่งเงิน): cash and transfers apart,
 * the slip number and who received it. It closes that collector's day.
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
    slipNo: text('slip_no'),
    receivedBy: uuid('received_by').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('remittances_org_id').on(t.orgId, t.id),
    unique('remittances_officer_day').on(t.orgId, t.officerId, t.businessDate),
    foreignKey({
      name: 'remittances_officer_fk',
      columns: [t.orgId, t.officerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);
