import { checkBillInput } from './bill-check.ts';
import { applyDiscounts } from './bill-discounts.ts';
import { vatOn } from './bill-vat.ts';
import { lateFeeLines } from './late-fee.ts';
import { evaluateTariff } from './tariff.ts';
import type { BillInput, BillLine, BillResult, BillSubtotals, BillUsage } from './bill-types.ts';

export type * from './bill-types.ts';

const NO_SUBTOTALS: BillSubtotals = {
  water: 0,
  topUp: 0,
  meterFee: 0,
  discounts: 0,
  vat: 0,
  vatIncluded: 0,
  lateFee: 0,
  credit: 0,
};

function usageOf(input: BillInput): BillUsage {
  const deducted = input.estimatedM3Deducted ?? 0;
  const labelKey = input.estimated
    ? 'bill.usage.estimated'
    : deducted > 0
      ? 'bill.usage.trueUp'
      : 'bill.usage.measured';
  return { m3: input.usageM3, estimated: input.estimated, estimatedM3Deducted: deducted, labelKey };
}

/** Water lines (blocks, then the top-up to the minimum) as bill lines. */
function waterLines(input: BillInput): { lines: BillLine[]; water: number; topUp: number } {
  const tariff = evaluateTariff(input.tariff, input.usageM3);
  const lines = tariff.lines.map((line): BillLine => {
    if (line.kind === 'block') {
      const { from, to, volume, rate, amount } = line;
      return {
        kind: 'block',
        labelKey: 'bill.line.block',
        quantity: volume,
        rate,
        amount,
        from,
        to,
      };
    }
    return {
      kind: 'minimum_top_up',
      labelKey: 'bill.line.minimumTopUp',
      quantity: null,
      rate: null,
      amount: line.amount,
    };
  });
  return { lines, water: tariff.waterCharge, topUp: tariff.topUp };
}

/**
 * Prices one water bill (MONEY.md §4): the only place a bill is priced. Lines come in
 * this order: water blocks → top-up to the minimum → meter fee → discounts → VAT →
 * late fee → credit applied. Each line is rounded half-up to the satang once and the
 * total is the exact sum of the line amounts (MONEY.md §1.3); nothing is re-rounded.
 *
 * Bill modes: 'normal' bills everything; 'meter_fee_only' bills no water lines and no
 * top-up (the usage is still recorded), then the meter fee and what follows it; 'none'
 * gives an empty bill, total 0, `billable: false`, which the billing run skips. A 'none'
 * month charges no late fee and uses no credit either: a fee alone would make a document
 * for a connection whose status says it is not billed, and the overdue debt is already
 * followed by notices and cut-off (MONEY.md §8).
 *
 * A billable bill whose total is 0 (all discounted, all paid by credit) is still a bill.
 * Throws a RangeError on malformed input, and an Error on an invalid tariff when it prices
 * water (normal mode, or a free-m³ discount).
 */
export function computeBill(input: BillInput): BillResult {
  checkBillInput(input);
  const usage = usageOf(input);
  const credit = input.creditSatang;
  if (input.billMode === 'none') {
    return {
      billable: false,
      lines: [],
      total: 0,
      subtotals: { ...NO_SUBTOTALS },
      vatBase: 0,
      netOfVat: 0,
      creditUsed: 0,
      creditLeft: credit,
      usage,
      discountsSkipped: [],
    };
  }

  const waterBilled = input.billMode === 'normal';
  const water = waterBilled ? waterLines(input) : { lines: [], water: 0, topUp: 0 };
  const lines: BillLine[] = [...water.lines];

  const meterFee = input.meterFeeSatang;
  if (meterFee > 0) {
    lines.push({
      kind: 'meter_fee',
      labelKey: 'bill.line.meterFee',
      quantity: null,
      rate: null,
      amount: meterFee,
    });
  }

  const discounts = applyDiscounts(input.discounts, {
    water: water.water,
    topUp: water.topUp,
    meterFee,
    usageM3: input.usageM3,
    tariff: input.tariff,
    waterBilled,
  });
  lines.push(...discounts.lines);

  const vatBase = water.water + water.topUp + meterFee + discounts.total;
  const vat = vatOn(vatBase, input.vat);
  if (vat.line) lines.push(vat.line);

  // One line per overdue bill (late-fee.ts). Kept out of the VAT base: MONEY.md §4 says
  // fees follow their own setting, and no organisation setting puts VAT on a late fee yet
  // (add one, and a VAT line for it, if an organisation needs it).
  const lateFees = lateFeeLines(input.lateFee, input.overdueBills);
  lines.push(...lateFees);
  const lateFeeAmount = lateFees.reduce((sum, line) => sum + line.amount, 0);

  const beforeCredit = vatBase + vat.vat + lateFeeAmount;
  const creditUsed = Math.min(credit, beforeCredit);
  if (creditUsed > 0) {
    lines.push({
      kind: 'credit',
      labelKey: 'bill.line.credit',
      quantity: null,
      rate: null,
      amount: -creditUsed,
    });
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total !== beforeCredit - creditUsed || total < 0) {
    throw new Error(`bill lines sum to ${total}, expected ${beforeCredit - creditUsed}`);
  }
  return {
    billable: true,
    lines,
    total,
    subtotals: {
      water: water.water,
      topUp: water.topUp,
      meterFee,
      discounts: discounts.total,
      vat: vat.vat,
      vatIncluded: vat.vatIncluded,
      lateFee: lateFeeAmount,
      credit: creditUsed === 0 ? 0 : -creditUsed,
    },
    vatBase,
    netOfVat: vat.netOfVat,
    creditUsed,
    creditLeft: credit - creditUsed,
    usage,
    discountsSkipped: discounts.skipped,
  };
}
