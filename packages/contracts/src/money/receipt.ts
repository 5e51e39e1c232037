import { z } from 'zod';
import { idSchema, isoDate, listQuery } from '../common.ts';
import { paymentChannelKinds } from '../basic/payment-channel.ts';
import { printedOrg } from '../org.ts';
import { line } from '../text.ts';
import { allocationSources, receiptPapers, receiptStatuses } from './receipt-enums.ts';

/** A counter receipt above 10,000,000 ฿ is a typo (MONEY.md: amounts in satang). */
export const MAX_RECEIPT_SATANG = 1_000_000_000;
const satang = z.number().int({ message: 'v.satang' }).min(0).max(MAX_RECEIPT_SATANG);

/** What a bill owes or a receipt paid, by head (allocatePayment). Satang. */
export const moneyHeads = z.object({
  lateFee: z.number().int(),
  water: z.number().int(),
  topUp: z.number().int(),
  meterFee: z.number().int(),
  other: z.number().int(),
  vat: z.number().int(),
});
export type MoneyHeads = z.infer<typeof moneyHeads>;

/**
 * A payment at the counter: the connection, the bills it pays (oldest first by default,
 * whole bills unless the organisation allows part payment), the channel and the money.
 */
export const receiptInput = z.object({
  waterUserId: idSchema,
  billIds: z.array(idSchema).max(240),
  amount: satang,
  channelId: idSchema,
  reference: line()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Cash handed over; the change is tendered − amount. */
  tendered: satang.nullish().transform((v) => v ?? null),
  /** Use the connection's credit on account first. */
  useCredit: z.boolean().default(true),
  /**
   * The cashier confirmed leaving more credit on account than the organisation's
   * `largeCreditLimit`: without it such a payment is refused (422) and nothing is written.
   */
  confirmLargeCredit: z.boolean().default(false),
});
export type ReceiptInput = z.input<typeof receiptInput>;

export const receiptVoidBody = z.object({ reason: line().min(3).max(300) });

export const receiptAllocation = z.object({
  billId: idSchema,
  billNumber: z.string(),
  source: z.enum(allocationSources),
  amount: z.number().int(),
  heads: moneyHeads,
});

/** One bill as the receipt prints it: month, reading, units and what was paid of it. */
export const receiptBillLine = z.object({
  billId: idSchema,
  number: z.string(),
  kind: z.string(),
  label: z.string(),
  yearBe: z.number().int().nullable(),
  month: z.number().int().nullable(),
  readAt: z.string().nullable(),
  previous: z.number().int().nullable(),
  current: z.number().int().nullable(),
  usage: z.number().int().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  heads: moneyHeads,
  /** Still owed on the bill after this receipt (part payment). */
  left: z.number().int(),
});
export type ReceiptBillLine = z.infer<typeof receiptBillLine>;

/** What a receipt prints, copied when it was written: a reprint prints the same receipt. */
export const receiptSnapshot = z.object({
  org: printedOrg,
  payer: z.object({
    customerNo: z.string(),
    name: z.string(),
    address: z.string(),
    meterSerial: z.string().nullable(),
  }),
  channelName: z.string(),
  cashierName: z.string(),
  bills: z.array(receiptBillLine),
  heads: moneyHeads,
});
export type ReceiptSnapshot = z.infer<typeof receiptSnapshot>;

export const receipt = z.object({
  id: idSchema,
  bookId: idSchema,
  fiscalYear: z.number().int(),
  bookNo: z.string(),
  number: z.number().int(),
  waterUserId: idSchema,
  customerNo: z.string(),
  businessDate: z.string(),
  paidAt: z.string(),
  channelId: idSchema,
  channelKind: z.enum(paymentChannelKinds),
  reference: z.string().nullable(),
  amount: z.number().int(),
  creditUsed: z.number().int(),
  toCredit: z.number().int(),
  tendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  cashierId: idSchema,
  status: z.enum(receiptStatuses),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  snapshot: receiptSnapshot,
  allocations: z.array(receiptAllocation),
  /** How many times it was printed: every print after the first is marked สำเนา. */
  prints: z.number().int(),
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const receiptSortFields = ['paidAt', 'number', 'amount', 'customerNo'] as const;
export const receiptListQuery = listQuery.extend({
  date: isoDate.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cashierId: idSchema.optional(),
  waterUserId: idSchema.optional(),
  bookId: idSchema.optional(),
  status: z.enum(receiptStatuses).optional(),
  /** Only receipts that left more credit on account than the organisation's limit. */
  largeCredit: z.enum(['true', 'false']).optional(),
});
export type ReceiptListQuery = z.output<typeof receiptListQuery>;

export const receiptPrintQuery = z.object({ paper: z.enum(receiptPapers).optional() });

/** An open bill at the counter, with what is left to pay of each head. */
export const counterBill = z.object({
  id: idSchema,
  number: z.string(),
  kind: z.string(),
  label: z.string(),
  yearBe: z.number().int().nullable(),
  month: z.number().int().nullable(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  usage: z.number().int().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  heads: moneyHeads,
  paidBefore: moneyHeads,
  lines: z.array(z.object({ kind: z.string(), labelKey: z.string(), amount: z.number().int() })),
});
export type CounterBill = z.infer<typeof counterBill>;

/** Everything the cashier's screen needs of one connection. */
export const counterAccount = z.object({
  waterUser: z.object({
    id: idSchema,
    customerNo: z.string(),
    name: z.string(),
    address: z.string(),
    meterSerial: z.string().nullable(),
    usageStatus: z.string(),
  }),
  bills: z.array(counterBill),
  owed: z.number().int(),
  credit: z.number().int(),
  allowPartial: z.boolean(),
  /** Credit on account a payment may leave before the cashier must confirm it, satang. */
  largeCreditLimit: z.number().int(),
  /** The book the cashier's next receipt takes its number from, or null: no cash today. */
  book: z
    .object({
      id: idSchema,
      bookNo: z.string(),
      nextNo: z.number().int(),
      remaining: z.number().int(),
    })
    .nullable(),
  /** The cashier's day is remitted: no more receipts today. */
  dayClosed: z.boolean(),
});
export type CounterAccount = z.infer<typeof counterAccount>;
