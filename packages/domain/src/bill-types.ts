import type { Tariff } from './tariff-types.ts';

// Plain input and output types of `computeBill` (MONEY.md §4). They mirror the shapes in
// packages/contracts (discount schemes, usage statuses, organisation settings) without
// importing them, so packages/domain stays free of zod. All money is integer satang,
// all rates basis points (700 = 7 %) unless said otherwise.

/** The usage status's bill mode (contracts `billModes`). */
export type BillMode = 'normal' | 'meter_fee_only' | 'none';

export type BillDiscountKind = 'percent' | 'fixed' | 'free_m3';
export type BillDiscountAppliesTo = 'water_charge' | 'water_and_meter_fee' | 'bill_total';

/**
 * A discount scheme the connection is entitled to on the bill date (contracts
 * `discountScheme`). `value` is basis points for percent, satang for fixed, whole m³ for
 * free_m3. `monthlyCap` caps the discount (satang); `billCeiling` makes the scheme apply
 * only when water + top-up + meter fee ≤ the ceiling (welfare card: 31500).
 */
export type BillDiscountScheme = {
  id: string;
  code: string;
  kind: BillDiscountKind;
  value: number;
  monthlyCap: number | null;
  billCeiling: number | null;
  appliesTo: BillDiscountAppliesTo;
};

/** Organisation VAT setting: `rateBp` 0 or 700; `inclusive` = prices include VAT. */
export type BillVatSetting = { rateBp: number; inclusive: boolean };

export type BillLateFeeKind = 'none' | 'flat' | 'percent';
/** `value` is satang per overdue bill for flat, basis points of each one's base for percent. */
export type BillLateFeeSetting = { kind: BillLateFeeKind; value: number };

/**
 * An earlier water bill of the connection past its late-fee date and not yet charged a
 * late fee (the caller decides both from the payment round and the later bills), with
 * what `lateFeeBase` needs to know of it. Satang ≥ 0.
 */
export type OverdueBill = {
  billId: string;
  /** Its number (ref2), printed on the fee's line. */
  number: string;
  total: number;
  /** Σ allocations of valid receipts to it. */
  paid: number;
  /** The late fee it itself carries (Σ its late-fee lines). */
  lateFee: number;
  /** The credit on account it applied (its credit line, as a positive amount). */
  creditApplied: number;
  /** What allocations of valid receipts put on its late-fee head. */
  lateFeePaid: number;
  /** An admin waived its late fee: it is never charged one. */
  waived: boolean;
};

export type BillInput = {
  /** m³ billed this month, after any true-up deduction (whole m³ ≥ 0). */
  usageM3: number;
  /** The usage is an estimate (average of the last three real months). */
  estimated: boolean;
  /** m³ of earlier estimates already deducted from `usageM3` (true-up); shown, not priced. */
  estimatedM3Deducted?: number;
  /** The tariff version in force on the round's bill date. */
  tariff: Tariff;
  /** Monthly fee for the meter size (satang, ≥ 0; 0 = no meter-fee line). */
  meterFeeSatang: number;
  billMode: BillMode;
  /** Entitlements valid on the bill date, in the scheme list's order. */
  discounts: readonly BillDiscountScheme[];
  vat: BillVatSetting;
  lateFee: BillLateFeeSetting;
  /** Earlier bills newly overdue: each is charged a late fee on this bill, once. */
  overdueBills: readonly OverdueBill[];
  /** Credit on account (satang ≥ 0), applied last. */
  creditSatang: number;
};

type LineBase = {
  /** i18n key of the printed label, e.g. 'bill.line.block'. */
  labelKey: string;
  /** m³ the line prices, or null. */
  quantity: number | null;
  /** Satang per m³ (block), basis points (percent discount, VAT, percent late fee), satang (flat late fee) or null. */
  rate: number | null;
  /** Satang, rounded half-up once; discounts and credit are negative. */
  amount: number;
};

export type BillBlockLine = LineBase & { kind: 'block'; from: number; to: number };
export type BillTopUpLine = LineBase & { kind: 'minimum_top_up' };
export type BillMeterFeeLine = LineBase & { kind: 'meter_fee' };
export type BillDiscountLine = LineBase & {
  kind: 'discount';
  schemeId: string;
  schemeCode: string;
  discountKind: BillDiscountKind;
  /** What a percent was taken of (satang); null for fixed and free m³. */
  base: number | null;
};
/** Exclusive VAT, added to the total. */
export type BillVatLine = LineBase & { kind: 'vat'; base: number };
/** Inclusive VAT: informational, amount 0; `includedAmount` is the VAT inside `base`. */
export type BillVatIncludedLine = LineBase & {
  kind: 'vat_included';
  base: number;
  includedAmount: number;
};
export type BillLateFeeLine = LineBase & {
  kind: 'late_fee';
  lateFeeKind: 'flat' | 'percent';
  /** What the fee was charged on: the overdue bill's unpaid amount less its own fee (satang). */
  base: number;
  /** The overdue bill the fee is for. */
  billId: string;
  billNumber: string;
};
export type BillCreditLine = LineBase & { kind: 'credit' };

export type BillLine =
  | BillBlockLine
  | BillTopUpLine
  | BillMeterFeeLine
  | BillDiscountLine
  | BillVatLine
  | BillVatIncludedLine
  | BillLateFeeLine
  | BillCreditLine;

export type BillLineKind = BillLine['kind'];

/** Per-kind sums of the line amounts (discounts and credit negative); they add up to the total. */
export type BillSubtotals = {
  water: number;
  topUp: number;
  meterFee: number;
  discounts: number;
  /** Exclusive VAT added to the bill. */
  vat: number;
  /** Inclusive VAT contained in the charges (not added; 0 when exclusive). */
  vatIncluded: number;
  lateFee: number;
  credit: number;
};

/** A scheme the connection holds that gave nothing this month, and why. */
export type BillDiscountSkipped = {
  schemeId: string;
  schemeCode: string;
  /** over_ceiling: water + top-up + meter fee above `billCeiling`; nothing_to_discount: worth 0 after base, cap and clamp. */
  reason: 'over_ceiling' | 'nothing_to_discount';
};

/** What the bill prints as its usage: "usage X m³ (estimate deducted Y m³)". */
export type BillUsage = {
  m3: number;
  estimated: boolean;
  estimatedM3Deducted: number;
  /** 'bill.usage.measured' | 'bill.usage.estimated' | 'bill.usage.trueUp'. */
  labelKey: string;
};

export type BillResult = {
  /** False only for bill mode 'none': the billing run skips the connection. */
  billable: boolean;
  lines: BillLine[];
  /** Σ line amounts, exactly. */
  total: number;
  subtotals: BillSubtotals;
  /** Water + top-up + meter fee + discounts: what VAT is computed on or split out of. */
  vatBase: number;
  /** `vatBase` without VAT: vatBase − subtotals.vatIncluded (inclusive), vatBase otherwise. */
  netOfVat: number;
  creditUsed: number;
  creditLeft: number;
  usage: BillUsage;
  discountsSkipped: BillDiscountSkipped[];
};
