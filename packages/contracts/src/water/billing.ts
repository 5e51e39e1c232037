import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote } from '../common.ts';
import { line } from '../text.ts';
import { billKinds, billStatuses, sundryKinds } from './bill-enums.ts';

/** The payment round of a service round (/operation/set_payment, MONEY.md §2). */
export const paymentRoundInput = z
  .object({
    payFrom: isoDate,
    payTo: isoDate,
    dueDate: isoDate,
    warnDate: isoDate,
    cutoffDate: isoDate,
    lateFeeFrom: isoDate.nullish().transform((v) => v ?? null),
    note: optionalNote(500),
  })
  .refine((p) => p.payTo >= p.payFrom, { message: 'v.dateOrder', path: ['payTo'] })
  .refine((p) => p.dueDate >= p.payFrom, { message: 'v.dateOrder', path: ['dueDate'] })
  .refine((p) => p.warnDate >= p.dueDate, { message: 'v.dateOrder', path: ['warnDate'] })
  .refine((p) => p.cutoffDate >= p.warnDate, { message: 'v.dateOrder', path: ['cutoffDate'] })
  .refine((p) => p.lateFeeFrom === null || p.lateFeeFrom > p.dueDate, {
    message: 'v.dateOrder',
    path: ['lateFeeFrom'],
  });
export type PaymentRoundInput = z.input<typeof paymentRoundInput>;

export const paymentRound = z.object({
  id: idSchema,
  roundId: idSchema,
  yearBe: z.number().int(),
  month: z.number().int(),
  billDate: z.string(),
  roundStatus: z.string(),
  payFrom: z.string(),
  payTo: z.string(),
  dueDate: z.string(),
  warnDate: z.string(),
  cutoffDate: z.string(),
  lateFeeFrom: z.string().nullable(),
  note: z.string().nullable(),
  /** Editable until the first payment of one of its bills. */
  editable: z.boolean(),
  /** Water bills issued for the round (not void). */
  bills: z.number().int(),
  updatedAt: z.string(),
});
export type PaymentRound = z.infer<typeof paymentRound>;

export const proposedPaymentRound = z.object({
  payFrom: z.string(),
  payTo: z.string(),
  dueDate: z.string(),
  warnDate: z.string(),
  cutoffDate: z.string(),
  lateFeeFrom: z.string().nullable(),
});
export type ProposedPaymentRound = z.infer<typeof proposedPaymentRound>;

/** Why a connection the round expects gets no bill in this run. */
export const billingSkipReasons = ['held', 'notRead', 'noTariff', 'noBillByStatus'] as const;
export type BillingSkipReason = (typeof billingSkipReasons)[number];

export const billingSkip = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  reason: z.enum(billingSkipReasons),
  /** The user type without a tariff, the reading's class… */
  detail: z.string().nullable(),
});
export type BillingSkip = z.infer<typeof billingSkip>;

export const billingTotals = z.object({
  key: z.string(),
  label: z.string(),
  bills: z.number().int(),
  usage: z.number().int(),
  total: z.number().int(),
});
export type BillingTotals = z.infer<typeof billingTotals>;

/** What "bill this round" would do (preview) or did (summary). Money in satang. */
export const billingPreview = z.object({
  roundId: idSchema,
  yearBe: z.number().int(),
  month: z.number().int(),
  billDate: z.string(),
  dueDate: z.string(),
  /** No payment round yet: the run creates this one (proposed from the cycle). */
  paymentRoundProposed: z.boolean(),
  bills: z.number().int(),
  total: z.number().int(),
  usage: z.number().int(),
  /** Bills already issued for the round (a re-run bills only what is missing). */
  alreadyBilled: z.number().int(),
  byUserType: z.array(billingTotals),
  byArea: z.array(billingTotals),
  skipped: z.array(billingSkip),
  skippedCount: z.record(z.string(), z.number().int()),
  /** Connections whose meter size has no monthly fee set (0). */
  noMeterFee: z.number().int(),
});
export type BillingPreview = z.infer<typeof billingPreview>;

export const billListQuery = listQuery.extend({
  roundId: idSchema.optional(),
  waterUserId: idSchema.optional(),
  routeId: idSchema.optional(),
  status: z.enum(billStatuses).optional(),
  kind: z.enum(billKinds).optional(),
});
export type BillListQuery = z.input<typeof billListQuery>;

export const billRow = z.object({
  id: idSchema,
  kind: z.enum(billKinds),
  sundryKind: z.enum(sundryKinds).nullable(),
  number: z.string(),
  roundId: idSchema.nullable(),
  yearBe: z.number().int().nullable(),
  month: z.number().int().nullable(),
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  routeCode: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  usage: z.number().int().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  status: z.enum(billStatuses),
  replacesId: idSchema.nullable(),
  /** An admin waived its late fee (issue 12). */
  lateFeeWaived: z.boolean(),
});
export type BillRow = z.infer<typeof billRow>;

export const voidBillBody = z.object({
  reason: line().min(3).max(300),
  /** Issue a replacement priced again from the round's reading as it stands now. */
  rebill: z.boolean().default(false),
});
export type VoidBillBody = z.input<typeof voidBillBody>;

export const sundryBillBody = z.object({
  waterUserId: idSchema,
  sundryKind: z.enum(sundryKinds),
  /** Satang, VAT as the organisation's setting says. */
  amount: z.number().int().min(1).max(100_000_000),
  description: line().min(1).max(200),
  dueDate: isoDate.nullish().transform((v) => v ?? null),
});
export type SundryBillBody = z.input<typeof sundryBillBody>;

export const billPdfQuery = z.object({
  paper: z.enum(['A5', 'A4', 'continuous']).default('A5'),
  perPage: z.coerce.number().int().min(1).max(3).default(1),
  copy: z.enum(['true', 'false']).optional(),
});
export type BillPdfQuery = z.input<typeof billPdfQuery>;

export const roundBillsPdfQuery = billPdfQuery.extend({ routeId: idSchema.optional() });
