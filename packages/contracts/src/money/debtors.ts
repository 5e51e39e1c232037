import { z } from 'zod';
import { AGEING_BUCKETS } from '@prapa/domain';
import { idSchema, isoDate, listQuery } from '../common.ts';
import { billKinds, sundryKinds } from '../water/bill-enums.ts';

/** A BE fiscal year (1 October – 30 September), e.g. 2570. */
export const fiscalYearSchema = z.coerce
  .number({ message: 'v.fiscalYear' })
  .int({ message: 'v.fiscalYear' })
  .min(2500, { message: 'v.fiscalYear' })
  .max(2700, { message: 'v.fiscalYear' });

export const ageingBucketSchema = z.enum(AGEING_BUCKETS);

/**
 * /debtor_accounts: every connection owing. `asOf` is the day unpaid rounds are counted on
 * (a water bill still open with its due date before it); amounts are what is open now.
 */
export const debtorQuery = listQuery.extend({
  asOf: isoDate.optional(),
  areaId: idSchema.optional(),
  routeId: idSchema.optional(),
  usageStatusId: idSchema.optional(),
  bucket: ageingBucketSchema.optional(),
  minRounds: z.coerce.number().int().min(0).max(1000).optional(),
  /** Satang. */
  minAmount: z.coerce.number().int().min(0).optional(),
});
export type DebtorQuery = z.input<typeof debtorQuery>;

export const debtorRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  areaId: idSchema,
  areaName: z.string(),
  villageNo: z.number().int().nullable(),
  routeId: idSchema.nullable(),
  routeCode: z.string().nullable(),
  routeName: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  usageStatusName: z.string(),
  usageStatusColour: z.string(),
  unpaidRounds: z.number().int(),
  /** The oldest open water bill's round, 'YYYY-MM' in the BE year (e.g. '2569-10'). */
  oldestMonth: z.string().nullable(),
  openBills: z.number().int(),
  owed: z.number().int(),
  overdue: z.number().int(),
  bucket: ageingBucketSchema,
});
export type DebtorRow = z.infer<typeof debtorRow>;

const sumRow = z.object({ debtors: z.number().int(), owed: z.number().int() });
const groupSum = sumRow.extend({
  id: idSchema.nullable(),
  code: z.string().nullable(),
  name: z.string(),
});
export type DebtorGroupSum = z.infer<typeof groupSum>;

export const debtorList = z.object({
  asOf: z.string(),
  items: z.array(debtorRow),
  total: z.number().int(),
  totals: z.object({
    all: sumRow,
    byBucket: z.array(sumRow.extend({ bucket: ageingBucketSchema })),
    byArea: z.array(groupSum),
    byRoute: z.array(groupSum),
  }),
});
export type DebtorList = z.infer<typeof debtorList>;

/** Connections with credit on account (paid ahead), listed apart from the debtors. */
export const creditQuery = listQuery.extend({
  areaId: idSchema.optional(),
  routeId: idSchema.optional(),
});
export const creditRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  areaName: z.string(),
  routeCode: z.string().nullable(),
  routeName: z.string().nullable(),
  credit: z.number().int(),
});
export type CreditRow = z.infer<typeof creditRow>;
export const creditList = z.object({
  items: z.array(creditRow),
  total: z.number().int(),
  totalCredit: z.number().int(),
});
export type CreditList = z.infer<typeof creditList>;

export const ledgerQuery = z.object({ fiscalYear: fiscalYearSchema });
export const routeLedgersQuery = z.object({ routeId: idSchema, fiscalYear: fiscalYearSchema });

const amounts = {
  water: z.number().int(),
  topUp: z.number().int(),
  meterFee: z.number().int(),
  lateFee: z.number().int(),
  other: z.number().int(),
  discount: z.number().int(),
  vat: z.number().int(),
  vatIncluded: z.number().int(),
  creditApplied: z.number().int(),
  charged: z.number().int(),
  total: z.number().int(),
};

export const ledgerBill = z.object({
  id: idSchema,
  number: z.string(),
  kind: z.enum(billKinds),
  sundryKind: z.enum(sundryKinds).nullable(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  /** The round, 'YYYY-MM' in the BE year; null for a sundry bill. */
  roundMonth: z.string().nullable(),
  readingFrom: z.number().int().nullable(),
  readingTo: z.number().int().nullable(),
  units: z.number().int().nullable(),
  estimated: z.boolean(),
  ...amounts,
  status: z.string(),
  voidReason: z.string().nullable(),
});
export type LedgerBill = z.infer<typeof ledgerBill>;

export const ledgerPayment = z.object({
  id: idSchema,
  bookNo: z.string(),
  number: z.number().int(),
  date: z.string(),
  channelKind: z.string(),
  /** The money taken: allocated to bills + put on account. */
  amount: z.number().int(),
  toBills: z.number().int(),
  toCredit: z.number().int(),
  /** Credit on account used to pay bills (not new money). */
  creditUsed: z.number().int(),
  status: z.string(),
  voidReason: z.string().nullable(),
});
export type LedgerPayment = z.infer<typeof ledgerPayment>;

export const ledgerRow = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bill'),
    date: z.string(),
    balance: z.number().int(),
    bill: ledgerBill,
  }),
  z.object({
    kind: z.literal('payment'),
    date: z.string(),
    balance: z.number().int(),
    payment: ledgerPayment,
  }),
]);
export type LedgerRow = z.infer<typeof ledgerRow>;

/** ป.17: one connection, one fiscal year (DOMAIN.md §1). Balances below 0 are credit. */
export const debtorLedger = z.object({
  waterUser: z.object({
    id: idSchema,
    customerNo: z.string(),
    name: z.string(),
    address: z.string(),
    areaName: z.string(),
    routeCode: z.string().nullable(),
    routeName: z.string().nullable(),
    meterSerial: z.string().nullable(),
  }),
  fiscalYear: z.number().int(),
  from: z.string(),
  to: z.string(),
  broughtForward: z.number().int(),
  rows: z.array(ledgerRow),
  totals: z.object({ ...amounts, paid: z.number().int() }),
  carriedForward: z.number().int(),
  voidedBills: z.array(ledgerBill),
  voidedPayments: z.array(ledgerPayment),
});
export type DebtorLedger = z.infer<typeof debtorLedger>;
