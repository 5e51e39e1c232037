import { z } from 'zod';
import { idSchema, isoDate } from '../common.ts';
import { line } from '../text.ts';
import { paymentChannelKinds } from '../basic/payment-channel.ts';
import { receiptCheckResults } from './bank-enums.ts';
import { receiptStatuses } from './receipt-enums.ts';

/** /payment_check reads at most a month of receipts at once (both ends counted). */
export const PAYMENT_CHECK_MAX_DAYS = 31;

/** Which receipts by status: valid ones (the money), voided ones, or both. */
export const paymentCheckStates = ['valid', 'void', 'all'] as const;
export type PaymentCheckState = (typeof paymentCheckStates)[number];

/**
 * Which receipts by tick: `unchecked` is a transfer, QR or bill-payment receipt nobody
 * ticked yet (cash is never ticked, so it is not "unchecked"); the others by result.
 */
export const paymentCheckFilters = ['unchecked', ...receiptCheckResults] as const;
export type PaymentCheckFilter = (typeof paymentCheckFilters)[number];

const daySpan = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const paymentCheckQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    channelId: idSchema.optional(),
    cashierId: idSchema.optional(),
    officeId: idSchema.optional(),
    areaId: idSchema.optional(),
    state: z.enum(paymentCheckStates).default('valid'),
    check: z.enum(paymentCheckFilters).optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'v.dateOrder' })
  .refine((q) => daySpan(q.from, q.to) < PAYMENT_CHECK_MAX_DAYS, {
    path: ['to'],
    message: 'v.dateRange31',
  });
export type PaymentCheckQuery = z.output<typeof paymentCheckQuery>;
export type PaymentCheckQueryInput = z.input<typeof paymentCheckQuery>;

/** A finance officer's tick against the statement, beside the receipt. */
export const receiptCheck = z.object({
  result: z.enum(receiptCheckResults),
  note: z.string().nullable(),
  checkedBy: z.string(),
  checkedAt: z.string(),
});
export type ReceiptCheck = z.infer<typeof receiptCheck>;

/** One receipt of the range, with its tick and the bank row it was made from. */
export const paymentCheckReceipt = z.object({
  id: idSchema,
  bookNo: z.string(),
  number: z.number().int(),
  businessDate: z.string(),
  paidAt: z.string(),
  customerNo: z.string(),
  payerName: z.string(),
  areaName: z.string(),
  channelId: idSchema,
  channelName: z.string(),
  channelKind: z.enum(paymentChannelKinds),
  cashierName: z.string(),
  officeName: z.string().nullable(),
  amount: z.number().int(),
  reference: z.string().nullable(),
  status: z.enum(receiptStatuses),
  check: receiptCheck.nullable(),
  bankRow: z
    .object({
      fileId: idSchema,
      fileName: z.string(),
      line: z.number().int(),
      /** The row's bill was paid at the counter while the file posted: kept as credit. */
      paidMeanwhile: z.boolean(),
      toCredit: z.number().int(),
    })
    .nullable(),
});
export type PaymentCheckReceipt = z.infer<typeof paymentCheckReceipt>;

/**
 * A channel's valid receipts of the range (after the channel, collector, office and area
 * filters) against its bank rows of the same days. `bankTotal` is Σ the rows that are
 * money (not duplicates nor ignored lines), null when no bank file of the channel has a
 * row in the range; `bankReceipted` is the part of it that became receipts.
 */
export const paymentCheckChannel = z.object({
  channelId: idSchema,
  name: z.string(),
  kind: z.enum(paymentChannelKinds),
  count: z.number().int(),
  amount: z.number().int(),
  bankTotal: z.number().int().nullable(),
  bankReceipted: z.number().int().nullable(),
  /** amount − bankTotal; null without a bank file. */
  difference: z.number().int().nullable(),
});
export type PaymentCheckChannel = z.infer<typeof paymentCheckChannel>;

/** Remittances of the range (of the collector, when one is chosen). */
export const paymentCheckRemittances = z.object({
  count: z.number().int(),
  cash: z.number().int(),
  transfer: z.number().int(),
  expectedCash: z.number().int(),
  expectedTransfer: z.number().int(),
  /** (cash + transfer) − (expectedCash + expectedTransfer): below 0 is money short. */
  difference: z.number().int(),
});
export type PaymentCheckRemittances = z.infer<typeof paymentCheckRemittances>;

export const paymentCheck = z.object({
  from: z.string(),
  to: z.string(),
  receipts: z.array(paymentCheckReceipt),
  channels: z.array(paymentCheckChannel),
  remittances: paymentCheckRemittances,
  /** Over the listed receipts; money counts valid receipts only. */
  totals: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    cash: z.number().int(),
    nonCash: z.number().int(),
    voided: z.number().int(),
    confirmed: z.number().int(),
    notFound: z.number().int(),
    unchecked: z.number().int(),
    /** Receipts of bank rows whose bill the counter paid while the file posted. */
    paidMeanwhile: z.number().int(),
  }),
});
export type PaymentCheck = z.infer<typeof paymentCheck>;

export const paymentCheckParams = z.object({ receiptId: idSchema });

export const paymentCheckMark = z.object({
  result: z.enum(receiptCheckResults),
  note: line()
    .max(300)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PaymentCheckMark = z.input<typeof paymentCheckMark>;
