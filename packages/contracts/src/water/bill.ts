import { z } from 'zod';
import { idSchema } from '../common.ts';
import { printedOrg } from '../org.ts';
import { billKinds, billStatuses, sundryKinds } from './bill-enums.ts';
import { lateFeeWaiver } from './late-fee-waiver.ts';

/** A printed line of a bill, in computeBill's order; `amount` in satang (negative: a discount, credit). */
export const billLine = z.object({
  seq: z.number().int(),
  kind: z.string(),
  /** An i18n key (bill.line.*), printed in the reader's language. */
  labelKey: z.string(),
  quantity: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  amount: z.number().int(),
  /** Block range (from, to), discount scheme (schemeCode, schemeName), VAT base… */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type BillLine = z.infer<typeof billLine>;

/**
 * Everything a bill was priced and printed from, copied when it was issued: a reprint in
 * five years prints the same organisation, customer, reading and figures.
 */
export const billSnapshot = z.object({
  org: printedOrg.extend({ promptpayBillerId: z.string().nullable() }),
  customer: z.object({
    customerNo: z.string(),
    name: z.string(),
    address: z.string(),
    meterSerial: z.string().nullable(),
    routeCode: z.string().nullable(),
    routeSeq: z.number().int().nullable(),
    userType: z.string(),
    meterSize: z.string().nullable(),
  }),
  round: z
    .object({
      yearBe: z.number().int(),
      month: z.number().int(),
      periodFrom: z.string(),
      periodTo: z.string(),
    })
    .nullable(),
  reading: z
    .object({
      previous: z.number().int(),
      current: z.number().int().nullable(),
      usage: z.number().int(),
      estimated: z.boolean(),
      deducted: z.number().int(),
      code: z.string(),
      readAt: z.string(),
    })
    .nullable(),
  /** What computeBill was given, as it was (tariff blocks, fees, schemes, VAT, late fee). */
  priced: z.record(z.string(), z.unknown()),
  /** VAT figures: the base, the VAT in it (inclusive) or on it (exclusive), the net. */
  vat: z.object({
    rateBp: z.number().int(),
    inclusive: z.boolean(),
    base: z.number().int(),
    amount: z.number().int(),
    net: z.number().int(),
  }),
  /** Unpaid earlier bills brought forward on the paper (not part of this bill's total). */
  arrears: z.object({
    amount: z.number().int(),
    bills: z.array(z.object({ number: z.string(), label: z.string(), amount: z.number().int() })),
  }),
});
export type BillSnapshot = z.infer<typeof billSnapshot>;

export const bill = z.object({
  id: idSchema,
  kind: z.enum(billKinds),
  sundryKind: z.enum(sundryKinds).nullable(),
  /** The bill number and ref2, e.g. 2570000123 (BE fiscal year, then the sequence). */
  number: z.string(),
  fiscalYear: z.number().int(),
  roundId: idSchema.nullable(),
  waterUserId: idSchema,
  /** ref1. */
  customerNo: z.string(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  usage: z.number().int().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  status: z.enum(billStatuses),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  replacesId: idSchema.nullable(),
  createdAt: z.string(),
  lines: z.array(billLine),
  snapshot: billSnapshot,
  /** Its late fee waived by an admin (issue 12): no later bill charges one for it. */
  lateFeeWaiver: lateFeeWaiver.nullable(),
});
export type Bill = z.infer<typeof bill>;
