import { percentOf } from './money.ts';
import { evaluateTariff } from './tariff.ts';
import type { Tariff } from './tariff-types.ts';
import type {
  BillDiscountLine,
  BillDiscountScheme,
  BillDiscountSkipped,
  BillDiscountAppliesTo,
} from './bill-types.ts';

/** What the discounts are taken from: the month's charges before any discount. */
export type DiscountContext = {
  /** Block lines (0 when the bill mode bills no water). */
  water: number;
  topUp: number;
  meterFee: number;
  usageM3: number;
  tariff: Tariff;
  /** False for meter_fee_only: there is no water charge, so free m³ are worth nothing. */
  waterBilled: boolean;
};

export type DiscountOutcome = {
  lines: BillDiscountLine[];
  /** Σ discount line amounts (≤ 0). */
  total: number;
  skipped: BillDiscountSkipped[];
};

const LABEL_KEYS = {
  percent: 'bill.line.discount.percent',
  fixed: 'bill.line.discount.fixed',
  free_m3: 'bill.line.discount.freeM3',
} as const;

/** The base `appliesTo` names; `running` is the pre-VAT sum after the earlier discounts. */
function baseOf(appliesTo: BillDiscountAppliesTo, ctx: DiscountContext, running: number): number {
  switch (appliesTo) {
    case 'water_charge':
      return ctx.water + ctx.topUp;
    case 'water_and_meter_fee':
      return ctx.water + ctx.topUp + ctx.meterFee;
    case 'bill_total':
      return running;
  }
}

type Worth = { worth: number; quantity: number | null; rate: number | null; base: number | null };

/** What the scheme is worth before the cap and the clamp (a positive number of satang). */
function worthOf(scheme: BillDiscountScheme, ctx: DiscountContext, base: number): Worth {
  switch (scheme.kind) {
    case 'percent':
      return { worth: percentOf(base, scheme.value), quantity: null, rate: scheme.value, base };
    case 'fixed':
      return { worth: scheme.value, quantity: null, rate: null, base: null };
    case 'free_m3': {
      // The tariff price of the first N m³: exactly what evaluateTariff charges for the
      // block lines of min(N, usage) m³. Its top-up is ignored: the bill's top-up stays
      // as it was. (On a step tariff that is N m³ at the rate of the block N falls in.)
      if (!ctx.waterBilled) return { worth: 0, quantity: 0, rate: null, base: null };
      const m3 = Math.min(scheme.value, ctx.usageM3);
      const worth = evaluateTariff(ctx.tariff, m3).waterCharge;
      return { worth, quantity: m3, rate: null, base: null };
    }
  }
}

/**
 * Discount lines in the order of the schemes (MONEY.md §4). A scheme with a ceiling
 * applies only when water + top-up + meter fee, before any discount and VAT, is at most
 * the ceiling (welfare card: ≤ 315 ฿). Each discount is then limited, in turn, by its
 * monthly cap, by the base its `appliesTo` names (a fixed discount on the water charge
 * does not eat into the meter fee) and by what is left of the pre-VAT sum, so the
 * discounts never take the bill below zero. The monthly cap is per bill: there is one
 * water bill per connection per round (MONEY.md §1.5).
 */
export function applyDiscounts(
  schemes: readonly BillDiscountScheme[],
  ctx: DiscountContext,
): DiscountOutcome {
  const charges = ctx.water + ctx.topUp + ctx.meterFee;
  const lines: BillDiscountLine[] = [];
  const skipped: BillDiscountSkipped[] = [];
  let running = charges;
  for (const scheme of schemes) {
    const ref = { schemeId: scheme.id, schemeCode: scheme.code };
    if (scheme.billCeiling !== null && charges > scheme.billCeiling) {
      skipped.push({ ...ref, reason: 'over_ceiling' });
      continue;
    }
    const base = baseOf(scheme.appliesTo, ctx, running);
    const { worth, quantity, rate, base: shownBase } = worthOf(scheme, ctx, base);
    const cap = scheme.monthlyCap ?? Number.MAX_SAFE_INTEGER;
    const amount = Math.min(worth, cap, base, running);
    if (amount <= 0) {
      skipped.push({ ...ref, reason: 'nothing_to_discount' });
      continue;
    }
    running -= amount;
    lines.push({
      kind: 'discount',
      labelKey: LABEL_KEYS[scheme.kind],
      quantity,
      rate,
      amount: -amount,
      ...ref,
      discountKind: scheme.kind,
      base: shownBase,
    });
  }
  return { lines, total: running - charges, skipped };
}
