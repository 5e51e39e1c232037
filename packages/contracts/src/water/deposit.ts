import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, optionalText } from '../common.ts';
import { line, multiline } from '../text.ts';

// The meter deposit register (ทะเบียนเงินประกันการใช้น้ำ, issue 26) and the refund voucher.

/** What leaves a deposit: applied to debt, refunded (voucher), forfeited (reason, document). */
export const depositMoveKinds = ['applied', 'refunded', 'forfeited'] as const;
export type DepositMoveKind = (typeof depositMoveKinds)[number];

/** How a refund is paid out. */
export const refundChannels = ['cash', 'transfer', 'cheque'] as const;
export type RefundChannel = (typeof refundChannels)[number];

/** A register row: held now (> 0) or settled (every satang applied, refunded or forfeited). */
export const depositStates = ['held', 'settled'] as const;
export type DepositState = (typeof depositStates)[number];

const satang = z.number().int().min(1).max(100_000_000);

export const depositListQuery = listQuery.extend({
  areaId: idSchema.optional(),
  state: z.enum(depositStates).optional(),
});
export type DepositListQuery = z.input<typeof depositListQuery>;

/** One connection's deposit: what came in, what left, what is held. */
export const depositRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  areaName: z.string(),
  meterSize: z.string().nullable(),
  usageStatus: z.string().nullable(),
  /** The first day a deposit was taken (a receipt's day, or connected for an opening figure). */
  takenOn: z.string().nullable(),
  /** Receipts for it: "book/number", the latest first. */
  receipts: z.array(z.string()),
  /** The old system's reference of a deposit brought in at the move-in (issue 28). */
  openingReference: z.string().nullable(),
  opening: z.number().int(),
  taken: z.number().int(),
  applied: z.number().int(),
  refunded: z.number().int(),
  forfeited: z.number().int(),
  held: z.number().int(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const depositTotals = z.object({
  opening: z.number().int(),
  taken: z.number().int(),
  applied: z.number().int(),
  refunded: z.number().int(),
  forfeited: z.number().int(),
  held: z.number().int(),
});
export type DepositTotals = z.infer<typeof depositTotals>;

export const depositRegister = z.object({
  items: z.array(depositRow),
  total: z.number().int(),
  totals: depositTotals,
});
export type DepositRegister = z.infer<typeof depositRegister>;

/** A line of one connection's deposit history, each with its document. */
export const depositEntry = z.object({
  kind: z.enum(['opening', 'taken', ...depositMoveKinds]),
  on: z.string().nullable(),
  /** Receipt "book/number", voucher number, or the forfeit's document. */
  document: z.string().nullable(),
  billNumber: z.string().nullable(),
  /** + in, − out; a voided receipt's line is shown and counts 0. */
  amount: z.number().int(),
  counted: z.boolean(),
  note: z.string().nullable(),
  moveId: idSchema.nullable(),
});
export type DepositEntry = z.infer<typeof depositEntry>;

export const depositDetail = depositRow.extend({
  /** Open bills now (what the deposit could be applied to). */
  debt: z.number().int(),
  entries: z.array(depositEntry),
});
export type DepositDetail = z.infer<typeof depositDetail>;

export const refundBody = z.object({
  refundedOn: isoDate,
  amount: satang,
  channel: z.enum(refundChannels),
  /** Who takes the money; the holder's name when blank. */
  payee: optionalText(200),
  note: optionalNote(500),
});
export type RefundBody = z.input<typeof refundBody>;

export const forfeitBody = z.object({
  forfeitedOn: isoDate,
  amount: satang,
  reason: multiline().min(1).max(500),
  document: line().min(1).max(200),
});
export type ForfeitBody = z.input<typeof forfeitBody>;

export const depositMove = z.object({
  id: idSchema,
  waterUserId: idSchema,
  kind: z.enum(depositMoveKinds),
  amount: z.number().int(),
  movedOn: z.string(),
  number: z.string().nullable(),
  receiptId: idSchema.nullable(),
});
export type DepositMove = z.infer<typeof depositMove>;

/** A cancellation settled: the final reading billed, the deposit applied, the rest refunded. */
export const settleBody = z.object({
  settledOn: isoDate,
  finalReading: z.number().int().min(0).max(99_999_999),
  channel: z.enum(refundChannels),
  payee: optionalText(200),
  note: optionalNote(500),
  /** Work the figures out and answer them, writing nothing. */
  preview: z.boolean().default(false),
});
export type SettleBody = z.input<typeof settleBody>;

export const settlement = z.object({
  requestId: idSchema,
  preview: z.boolean(),
  usage: z.number().int(),
  finalBill: z.object({ number: z.string(), total: z.number().int() }).nullable(),
  /** Open bills once the final bill is issued, before the deposit is applied. */
  debt: z.number().int(),
  held: z.number().int(),
  applied: z.number().int(),
  refunded: z.number().int(),
  /** Debt the deposit did not cover: stays owed. */
  remaining: z.number().int(),
  receiptId: idSchema.nullable(),
  voucherId: idSchema.nullable(),
  voucherNumber: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlement>;
