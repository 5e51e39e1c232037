import type { BillDiscountScheme, BillInput, OverdueBill } from './bill-types.ts';

// Programmer errors in a bill's input: a bill must never be priced from them, so each
// throws a RangeError rather than producing a figure.

const BILL_MODES = ['normal', 'meter_fee_only', 'none'] as const;
const DISCOUNT_KINDS = ['percent', 'fixed', 'free_m3'] as const;
const APPLIES_TO = ['water_charge', 'water_and_meter_fee', 'bill_total'] as const;
const LATE_FEE_KINDS = ['none', 'flat', 'percent'] as const;
const FULL_RATE_BP = 10_000;

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
  }
}

function assertOneOf(value: string, allowed: readonly string[], name: string): void {
  if (!allowed.includes(value)) {
    throw new RangeError(`${name} must be one of ${allowed.join(', ')}, got ${value}`);
  }
}

function checkScheme(scheme: BillDiscountScheme, index: number): void {
  const name = `discounts[${index}] (${scheme.code})`;
  assertOneOf(scheme.kind, DISCOUNT_KINDS, `${name}.kind`);
  assertOneOf(scheme.appliesTo, APPLIES_TO, `${name}.appliesTo`);
  assertWhole(scheme.value, `${name}.value`);
  if (scheme.kind === 'percent' && scheme.value > FULL_RATE_BP) {
    throw new RangeError(`${name}.value must be at most ${FULL_RATE_BP} bp, got ${scheme.value}`);
  }
  if (scheme.monthlyCap !== null) assertWhole(scheme.monthlyCap, `${name}.monthlyCap`);
  if (scheme.billCeiling !== null) assertWhole(scheme.billCeiling, `${name}.billCeiling`);
}

function checkOverdue(bill: OverdueBill, index: number): void {
  const name = `overdueBills[${index}] (${bill.number})`;
  for (const key of ['total', 'paid', 'lateFee', 'creditApplied', 'lateFeePaid'] as const) {
    assertWhole(bill[key], `${name}.${key}`);
  }
  if (bill.paid > bill.total) throw new RangeError(`${name}.paid is more than its total`);
}

/** Throws a RangeError on the first malformed figure of a bill input. */
export function checkBillInput(input: BillInput): void {
  assertWhole(input.usageM3, 'usageM3');
  const deducted = input.estimatedM3Deducted ?? 0;
  assertWhole(deducted, 'estimatedM3Deducted');
  // computeReading never deducts on an estimate: an estimated month bills the average.
  if (input.estimated && deducted > 0) {
    throw new RangeError('an estimated usage cannot carry an estimate deduction');
  }
  assertWhole(input.meterFeeSatang, 'meterFeeSatang');
  assertOneOf(input.billMode, BILL_MODES, 'billMode');
  input.discounts.forEach(checkScheme);
  assertWhole(input.vat.rateBp, 'vat.rateBp');
  if (input.vat.rateBp > FULL_RATE_BP) {
    throw new RangeError(`vat.rateBp must be at most ${FULL_RATE_BP}, got ${input.vat.rateBp}`);
  }
  assertOneOf(input.lateFee.kind, LATE_FEE_KINDS, 'lateFee.kind');
  assertWhole(input.lateFee.value, 'lateFee.value');
  input.overdueBills.forEach(checkOverdue);
  assertWhole(input.creditSatang, 'creditSatang');
}
