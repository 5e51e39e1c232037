import { MWA_RESIDENTIAL_2026 } from './tariff-examples.ts';
import type { BillDiscountScheme, BillInput, BillResult, OverdueBill } from './bill-types.ts';

// Shared by the bill's table and property tests; not exported from the package.

export const NO_VAT = { rateBp: 0, inclusive: false };
export const VAT_EXCLUSIVE = { rateBp: 700, inclusive: false };
export const VAT_INCLUSIVE = { rateBp: 700, inclusive: true };

/** A plain month: MWA residential, nothing else unless overridden. */
export const billInput = (over: Partial<BillInput> = {}): BillInput => ({
  usageM3: 0,
  estimated: false,
  tariff: MWA_RESIDENTIAL_2026,
  meterFeeSatang: 0,
  billMode: 'normal',
  discounts: [],
  vat: NO_VAT,
  lateFee: { kind: 'none', value: 0 },
  overdueBills: [],
  creditSatang: 0,
  ...over,
});

/** An overdue bill of `total` satang, nothing paid, no fee or credit of its own. */
export const overdueBill = (total: number, over: Partial<OverdueBill> = {}): OverdueBill => ({
  billId: `bill-${total}`,
  number: '2570000001',
  total,
  paid: 0,
  lateFee: 0,
  creditApplied: 0,
  lateFeePaid: 0,
  waived: false,
  ...over,
});

/** Welfare card (บัตรสวัสดิการแห่งรัฐ): 100 ฿ off, only when the bill is at most 315 ฿. */
export const WELFARE_CARD: BillDiscountScheme = {
  id: 'scheme-welfare',
  code: 'WELFARE',
  kind: 'fixed',
  value: 10_000,
  monthlyCap: 10_000,
  billCeiling: 31_500,
  appliesTo: 'bill_total',
};

export const scheme = (over: Partial<BillDiscountScheme>): BillDiscountScheme => ({
  id: 'scheme-x',
  code: 'X',
  kind: 'fixed',
  value: 0,
  monthlyCap: null,
  billCeiling: null,
  appliesTo: 'bill_total',
  ...over,
});

/** [kind, amount] of each line, in order. */
export const lineAmounts = (bill: BillResult): [string, number][] =>
  bill.lines.map((line) => [line.kind, line.amount]);
