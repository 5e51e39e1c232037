import { z } from 'zod';
import { idSchema, isoDate } from '../common.ts';
import { line } from '../text.ts';

/** Where money sent to the treasury (นำส่งคลัง) came from: the office's cash or an account. */
export const treasurySources = ['cash', 'bank'] as const;
export type TreasurySource = (typeof treasurySources)[number];

/** 100,000,000 ฿: more than a utility moves in one slip; a typo of many zeros is refused. */
export const CASH_DOCUMENT_MAX = 10_000_000_000;

/** A day Postgres holds and a person means (year 0000 or 9999 would be a 500 or a typo). */
const bookDate = isoDate.refine((d) => d >= '1990-01-01' && d <= '2199-12-31', {
  message: 'v.invalid',
});
const optional = (max: number) =>
  line()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const accountNo = line().regex(/^[0-9-]{6,20}$/, { message: 'v.accountNo' });
const amount = z.number().int({ message: 'v.satang' }).min(1).max(CASH_DOCUMENT_MAX);

/** A deposit slip (ใบนำฝาก): the office's cash taken to one of its bank accounts. */
export const bankDepositInput = z.object({
  date: bookDate,
  accountNo,
  amount,
  slipNo: line().min(1).max(50),
  depositor: optional(120),
  note: optional(300),
});
export type BankDepositInput = z.input<typeof bankDepositInput>;

/** Money sent on to the council's treasury: from cash, or from a named account. */
export const treasuryTransferInput = z
  .object({
    date: bookDate,
    amount,
    documentNo: line().min(1).max(50),
    source: z.enum(treasurySources),
    accountNo: accountNo.nullish().transform((v) => v ?? null),
    note: optional(300),
  })
  .refine((t) => (t.source === 'bank') === (t.accountNo !== null), {
    message: 'v.required',
    path: ['accountNo'],
  });
export type TreasuryTransferInput = z.input<typeof treasuryTransferInput>;

/** A void says why (as a receipt's or a remittance's). */
export const cashVoidBody = z.object({ reason: line().min(3).max(300) });
export type CashVoidBody = z.input<typeof cashVoidBody>;

const voidFields = {
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
};

export const bankDeposit = z.object({
  id: idSchema,
  date: z.string(),
  accountNo: z.string(),
  bank: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  slipNo: z.string(),
  depositor: z.string().nullable(),
  note: z.string().nullable(),
  ...voidFields,
});
export type BankDeposit = z.infer<typeof bankDeposit>;

export const treasuryTransfer = z.object({
  id: idSchema,
  date: z.string(),
  amount: z.number().int(),
  documentNo: z.string(),
  source: z.enum(treasurySources),
  accountNo: z.string().nullable(),
  bank: z.string().nullable(),
  accountName: z.string().nullable(),
  note: z.string().nullable(),
  ...voidFields,
});
export type TreasuryTransfer = z.infer<typeof treasuryTransfer>;

/** A range of days (both ends included); the list is the newest first. */
export const cashDocumentQuery = z
  .object({ from: bookDate, to: bookDate })
  .refine((q) => q.from <= q.to, { message: 'v.invalid', path: ['to'] });

export const bankAccountRef = z.object({
  accountNo: z.string(),
  bank: z.string(),
  accountName: z.string(),
});
export type BankAccountRef = z.infer<typeof bankAccountRef>;

/** One bank account's day: in (deposits, transfers) and out (treasury), beside its files. */
export const cashBookBank = bankAccountRef.extend({
  deposited: z.number().int(),
  received: z.number().int(),
  toTreasury: z.number().int(),
  net: z.number().int(),
  statement: z.number().int().nullable(),
  difference: z.number().int().nullable(),
});
export type CashBookBank = z.infer<typeof cashBookBank>;

const cashLine = {
  opening: z.number().int(),
  received: z.number().int(),
  deposited: z.number().int(),
  toTreasury: z.number().int(),
  closing: z.number().int(),
};

/** Where a day's cash came from: a collector's remittance, or cash taken at the counter. */
export const cashSources = ['remittance', 'counter'] as const;
export const cashBookIncome = z.object({
  officerId: idSchema,
  officerName: z.string(),
  source: z.enum(cashSources),
  amount: z.number().int(),
  receipts: z.number().int(),
  slipNo: z.string().nullable(),
});
export type CashBookIncome = z.infer<typeof cashBookIncome>;

export const cashBookDay = z.object({
  date: z.string(),
  ...cashLine,
  incomes: z.array(cashBookIncome),
  deposits: z.array(bankDeposit),
  transfers: z.array(treasuryTransfer),
  banks: z.array(cashBookBank),
  /** The organisation's accounts, for the forms. */
  accounts: z.array(bankAccountRef),
});
export type CashBookDay = z.infer<typeof cashBookDay>;
export const cashBookDayQuery = z.object({ date: bookDate });

export const cashBookMonth = z.object({
  month: z.string(),
  ...cashLine,
  days: z.array(z.object({ date: z.string(), ...cashLine, bankNet: z.number().int() })),
  banks: z.array(cashBookBank),
});
export type CashBookMonth = z.infer<typeof cashBookMonth>;
export const cashBookMonthQuery = z.object({
  // A month Postgres can hold as a date (as the ป.32's month).
  month: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { message: 'v.invalid' }),
});
