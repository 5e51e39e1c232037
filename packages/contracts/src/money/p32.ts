import { z } from 'zod';
import { idSchema, isoDate } from '../common.ts';
import { line } from '../text.ts';
import { paymentChannelKinds } from '../basic/payment-channel.ts';

/** Money received by head (money allocations, not credit used), plus what went to credit. */
export const p32Heads = z.object({
  water: z.number().int(),
  meterFee: z.number().int(),
  vat: z.number().int(),
  lateFee: z.number().int(),
  other: z.number().int(),
  toCredit: z.number().int(),
  total: z.number().int(),
  cash: z.number().int(),
  transfer: z.number().int(),
});
export type P32Heads = z.infer<typeof p32Heads>;
/** The ป.32's money columns in the order the form prints them (DOMAIN.md §1). */
export const p32HeadOrder = [
  'water',
  'meterFee',
  'vat',
  'lateFee',
  'other',
  'toCredit',
  'cash',
  'transfer',
  'total',
] as const satisfies readonly (keyof P32Heads)[];

export const p32Receipt = z.object({
  id: idSchema,
  bookNo: z.string(),
  number: z.number().int(),
  paidAt: z.string(),
  customerNo: z.string(),
  name: z.string(),
  villageNo: z.number().int().nullable(),
  channelKind: z.enum(paymentChannelKinds),
  reference: z.string().nullable(),
  status: z.enum(['valid', 'void']),
  voidReason: z.string().nullable(),
  heads: p32Heads,
});
export type P32Receipt = z.infer<typeof p32Receipt>;

export const remittance = z.object({
  id: idSchema,
  officerId: idSchema,
  businessDate: z.string(),
  cash: z.number().int(),
  transfer: z.number().int(),
  /** What the day's receipts took when the money was handed over (cash, transfer). */
  expectedCash: z.number().int(),
  expectedTransfer: z.number().int(),
  /** taken − remitted then: positive = money missing (short), negative = over. */
  shortfall: z.number().int(),
  /** Why the money differs from the receipts; required whenever shortfall ≠ 0. */
  differenceReason: z.string().nullable(),
  slipNo: z.string().nullable(),
  receivedByName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** A remittance recorded in error is voided (kept, struck out), never edited. */
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Remittance = z.infer<typeof remittance>;

/** taken = remitted + shortfall (over/short) + held, for a collector's day or all of them. */
export const p32Balance = z.object({
  taken: z.number().int(),
  remitted: z.number().int(),
  shortfall: z.number().int(),
  held: z.number().int(),
});
export type P32Balance = z.infer<typeof p32Balance>;

/** ป.32: one collector's day (MONEY.md §6, DOMAIN.md §1). */
export const p32Day = z.object({
  officer: z.object({ id: idSchema, name: z.string() }),
  date: z.string(),
  /** Each book's number range used that day. */
  books: z.array(
    z.object({
      bookNo: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      count: z.number().int(),
    }),
  ),
  receipts: z.array(p32Receipt),
  voided: z.array(p32Receipt),
  totals: p32Heads,
  /** The standing remittance of the day, if any. */
  remittance: remittance.nullable(),
  /** Every remittance of the day, voided ones too (struck out), oldest first. */
  remittances: z.array(remittance),
  /** taken (totals.total) = remitted + over/short + held. */
  balance: p32Balance,
  /** What the collector still holds: taken not yet (validly) remitted (= balance.held). */
  held: z.number().int(),
});
export type P32Day = z.infer<typeof p32Day>;

export const p32Query = z.object({ officerId: idSchema, date: isoDate });

/** The month view: a row a day, a column a village (หมู่ที่), receipts' money. */
export const p32Month = z.object({
  officer: z.object({ id: idSchema, name: z.string() }),
  yearMonth: z.string(),
  villages: z.array(z.number().int().nullable()),
  days: z.array(
    z.object({ date: z.string(), byVillage: z.array(z.number().int()), total: z.number().int() }),
  ),
  totals: z.object({ byVillage: z.array(z.number().int()), total: z.number().int() }),
});
export type P32Month = z.infer<typeof p32Month>;
export const p32MonthQuery = z.object({
  officerId: idSchema,
  // A month Postgres can hold as a date: 2026-13 or year 0000 was a 500 (the sweep, issue 24).
  month: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { message: 'v.invalid' }),
});

/** The daily summary: every collector and channel of a day, by head and by area. */
export const p32Daily = z.object({
  date: z.string(),
  collectors: z.array(
    z.object({
      officerId: idSchema,
      name: z.string(),
      receipts: z.number().int(),
      heads: p32Heads,
      /** The collector's standing remittance of the day, or null: not remitted yet. */
      remittanceId: idSchema.nullable(),
      /** The collector's settlement: taken = remitted + over/short + held. */
      balance: p32Balance,
    }),
  ),
  channels: z.array(
    z.object({
      kind: z.enum(paymentChannelKinds),
      receipts: z.number().int(),
      total: z.number().int(),
    }),
  ),
  areas: z.array(
    z.object({
      areaId: idSchema.nullable(),
      name: z.string(),
      villageNo: z.number().int().nullable(),
      receipts: z.number().int(),
      heads: p32Heads,
    }),
  ),
  totals: p32Heads,
  /** Every collector's settlement summed: taken = remitted + over/short + held. */
  balance: p32Balance,
  voided: z.number().int(),
});
export type P32Daily = z.infer<typeof p32Daily>;
export const p32DailyQuery = z.object({ date: isoDate });

/**
 * The most one field of a remittance may hold: 10,000,000.00 ฿, beyond any day of a local
 * waterworks; more is a typing slip, refused. Less may still differ wildly from the
 * receipts: that is recorded as over or short, with its reason.
 */
export const REMITTANCE_MAX = 1_000_000_000;

export const remittanceInput = z.object({
  officerId: idSchema,
  date: isoDate,
  cash: z.number().int().min(0).max(REMITTANCE_MAX),
  transfer: z.number().int().min(0).max(REMITTANCE_MAX),
  slipNo: line()
    .max(50)
    .nullish()
    .transform((v) => (v ? v : null)),
  note: line()
    .max(300)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Required when the money differs from the day's receipts (short or over). */
  differenceReason: line()
    .max(300)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RemittanceInput = z.input<typeof remittanceInput>;

/** Void a remittance recorded in error: with a reason, as a receipt's void. */
export const remittanceVoidBody = z.object({ reason: line().min(3).max(300) });
export type RemittanceVoidBody = z.input<typeof remittanceVoidBody>;
