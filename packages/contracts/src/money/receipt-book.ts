import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote } from '../common.ts';
import { line } from '../text.ts';
import { receiptBookKinds, receiptBookStates } from './receipt-enums.ts';

/** Leaf numbers a book may carry: a paper book has tens of leaves, an electronic range more. */
const leafNo = z.number().int().min(1).max(9_999_999);

/** A book received into the register (its fiscal year: the one its received date falls in). */
export const receiptBookInput = z
  .object({
    bookNo: line()
      .min(1)
      .max(20)
      .regex(/^[0-9A-Za-z/-]+$/, { message: 'v.code' }),
    kind: z.enum(receiptBookKinds),
    firstNo: leafNo,
    lastNo: leafNo,
    receivedAt: isoDate,
    note: optionalNote(),
  })
  .refine((b) => b.lastNo >= b.firstNo, { path: ['lastNo'], message: 'v.receiptRange' })
  .refine((b) => b.lastNo - b.firstNo < 100_000, { path: ['lastNo'], message: 'v.receiptRange' });
export type ReceiptBookInput = z.input<typeof receiptBookInput>;

/**
 * Hand a book to a cashier, to an office whose cashiers share it, or (an electronic book)
 * to a payment channel, whose bank-file receipts it then numbers (MONEY.md §5).
 */
export const receiptBookHandOver = z
  .object({
    holderOfficerId: idSchema.nullish().transform((v) => v ?? null),
    holderOfficeId: idSchema.nullish().transform((v) => v ?? null),
    holderChannelId: idSchema.nullish().transform((v) => v ?? null),
  })
  .refine(
    (b) =>
      [b.holderOfficerId, b.holderOfficeId, b.holderChannelId].filter((v) => v !== null).length ===
      1,
    { path: ['holderOfficerId'], message: 'v.oneHolder' },
  );
export type ReceiptBookHandOver = z.input<typeof receiptBookHandOver>;

/** Leaves voided without a receipt: a spoiled leaf, or a run of them. */
export const receiptLeafVoidBody = z
  .object({ fromNo: leafNo, toNo: leafNo, reason: line().min(3).max(300) })
  .refine((b) => b.toNo >= b.fromNo, { path: ['toNo'], message: 'v.receiptRange' });
export type ReceiptLeafVoidBody = z.input<typeof receiptLeafVoidBody>;

/** Fiscal-year end: every unused paper leaf of the year's books voided in one step. */
export const receiptYearEndBody = z.object({
  fiscalYear: z.number().int().min(2500).max(2700),
  reason: line().min(3).max(300),
});

export const receiptBook = z.object({
  id: idSchema,
  fiscalYear: z.number().int(),
  bookNo: z.string(),
  kind: z.enum(receiptBookKinds),
  firstNo: z.number().int(),
  lastNo: z.number().int(),
  nextNo: z.number().int(),
  state: z.enum(receiptBookStates),
  holderOfficerId: idSchema.nullable(),
  holderOfficerName: z.string().nullable(),
  holderOfficeId: idSchema.nullable(),
  holderOfficeName: z.string().nullable(),
  /** An electronic book handed to a payment channel (bank files). */
  holderChannelId: idSchema.nullable(),
  holderChannelName: z.string().nullable(),
  receivedAt: z.string(),
  note: z.string().nullable(),
  /** Leaves with a receipt (valid or void), voided without one, and not used yet. */
  used: z.number().int(),
  voidedReceipts: z.number().int(),
  voidedLeaves: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceiptBook = z.infer<typeof receiptBook>;

export const receiptBookSortFields = ['bookNo', 'fiscalYear', 'state', 'receivedAt'] as const;
export const receiptBookListQuery = listQuery.extend({
  fiscalYear: z.coerce.number().int().min(2500).max(2700).optional(),
  state: z.enum(receiptBookStates).optional(),
});
export type ReceiptBookListQuery = z.output<typeof receiptBookListQuery>;
