import { z } from 'zod';

/** A month, the Thai fiscal year to the end of that month, or the calendar year. */
export const incomeViews = ['month', 'fiscalYear', 'year'] as const;

export const incomeQuery = z.object({
  view: z.enum(incomeViews).default('month'),
  // A month Postgres can hold as a date (as p32MonthQuery).
  month: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { message: 'v.invalid' }),
});
export type IncomeQuery = z.infer<typeof incomeQuery>;

/**
 * The heads money is received and billed under (bill-heads.ts, the ป.32's columns with
 * "other" split by sundry kind). Top-up to the minimum counts as water, as on the ป.32;
 * `discount` is billed only (≤ 0), `toCredit` (money kept on account) received only.
 */
export const incomeHeads = [
  'water',
  'meterFee',
  'lateFee',
  'vat',
  'connection',
  'reconnection',
  'meterChange',
  'deposit',
  'otherFees',
  'discount',
  'toCredit',
] as const;
export type IncomeHead = (typeof incomeHeads)[number];

const money = z.number().int();

export const incomeHeadRow = z.object({
  head: z.enum(incomeHeads),
  billed: money,
  received: money,
});
export type IncomeHeadRow = z.infer<typeof incomeHeadRow>;

/** A group of valid receipts (a channel, an area, a user type): how many and how much. */
export const incomeGroupRow = z.object({
  key: z.string(),
  name: z.string(),
  /** An area's หมู่ที่; null for other groups. */
  villageNo: z.number().int().nullable(),
  receipts: z.number().int(),
  amount: money,
});
export type IncomeGroupRow = z.infer<typeof incomeGroupRow>;

export const incomeMovement = z.object({
  broughtForward: money,
  billed: money,
  voidedBills: money,
  received: money,
  fromDeposits: money,
  carriedForward: money,
  expected: money,
  difference: money,
  balanced: z.boolean(),
});

export const incomeVoidedReceipt = z.object({
  bookNo: z.string(),
  number: z.number().int(),
  date: z.string(),
  customerNo: z.string(),
  name: z.string(),
  amount: money,
  reason: z.string().nullable(),
});
export type IncomeVoidedReceipt = z.infer<typeof incomeVoidedReceipt>;

/** รายงานรายรับ: the period's money by head, channel, area, user type; the debtor movement. */
export const incomeReport = z.object({
  view: z.enum(incomeViews),
  month: z.string(),
  from: z.string(),
  to: z.string(),
  heads: z.array(incomeHeadRow),
  totals: z.object({ billed: money, received: money, receipts: z.number().int() }),
  /** Keyed by payment channel kind (cash, bank_transfer…). */
  channels: z.array(incomeGroupRow),
  areas: z.array(incomeGroupRow),
  userTypes: z.array(incomeGroupRow),
  voided: z.object({
    count: z.number().int(),
    amount: money,
    receipts: z.array(incomeVoidedReceipt),
  }),
  movement: incomeMovement,
});
export type IncomeReport = z.infer<typeof incomeReport>;
