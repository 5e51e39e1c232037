import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import * as domain from './index.ts';
import {
  billInput,
  lineAmounts,
  NO_VAT,
  overdueBill,
  scheme,
  VAT_EXCLUSIVE,
  VAT_INCLUSIVE,
} from './bill-test-helpers.ts';
import { MWA_BUSINESS_2026 } from './tariff-examples.ts';
import type { BillInput } from './bill-types.ts';

// VAT, late fee, credit and refusals of computeBill (MONEY.md §4), in exact satang.
// 0 m³ on MWA residential (no minimum) makes the meter fee the whole VAT base.
const onBase = (base: number, vat: BillInput['vat']) =>
  computeBill(billInput({ meterFeeSatang: base, vat }));

describe('VAT 7 % exclusive, rounded half-up once', () => {
  it.each([
    [12_345, 864], // 123.45 × 7 % = 8.6415 → 8.64
    [7, 0], // 0.07 → 0.0049 → 0.00, the VAT line still printed
    [8, 1], // 0.08 → 0.0056 → 0.01
    [50, 4], // 0.50 → 0.035 → 0.04 (half-up)
    [150, 11], // 1.50 → 0.105 → 0.11 (half-up)
    [0, 0],
  ])('on %d → %d', (base, vat) => {
    const bill = onBase(base, VAT_EXCLUSIVE);
    expect(bill.lines.at(-1)).toEqual({
      kind: 'vat',
      labelKey: 'bill.line.vat',
      quantity: null,
      rate: 700,
      amount: vat,
      base,
    });
    expect(bill.total).toBe(base + vat);
    expect(bill.subtotals).toMatchObject({ vat, vatIncluded: 0 });
  });
});

describe('VAT 7 % inclusive: split out, not added', () => {
  it.each([
    [12_345, 11_537, 808], // 123.45 × 100 / 107 = 115.3738… → 115.37; VAT 8.08
    [7, 7, 0], // 0.07 / 1.07 = 0.0654 → 0.07; VAT 0.00
    [107, 100, 7], // exactly 1.00 + 0.07
    [10_700, 10_000, 700],
    [54, 50, 4], // 0.5046… → 0.50
    [29_003, 27_106, 1_897], // MWA 31 m³ 265.03 + 25.00: 271.0560… → 271.06
  ])('gross %d = net %d + VAT %d', (gross, net, vat) => {
    const bill = onBase(gross, VAT_INCLUSIVE);
    expect(bill.lines.at(-1)).toEqual({
      kind: 'vat_included',
      labelKey: 'bill.line.vatIncluded',
      quantity: null,
      rate: 700,
      amount: 0,
      base: gross,
      includedAmount: vat,
    });
    expect(bill.total).toBe(gross);
    expect(bill.subtotals).toMatchObject({ vat: 0, vatIncluded: vat });
    expect(bill.netOfVat).toBe(net);
    expect(bill.netOfVat + bill.subtotals.vatIncluded).toBe(bill.vatBase);
  });

  it('the net rounds half-up (7 % never lands on a half; a 100 % rate shows it)', () => {
    // 0.07 / 2 = 0.035 → 0.04 net, 0.03 VAT.
    const bill = onBase(7, { rateBp: 10_000, inclusive: true });
    expect(bill).toMatchObject({ netOfVat: 4, subtotals: { vatIncluded: 3 }, total: 7 });
  });

  it('rate 0: no VAT line at all', () => {
    for (const inclusive of [false, true]) {
      const bill = onBase(12_345, { rateBp: 0, inclusive });
      expect(lineAmounts(bill)).toEqual([['meter_fee', 12_345]]);
      expect(bill.netOfVat).toBe(12_345);
    }
  });
});

describe('late fee: one line per overdue bill, after VAT, no VAT on it', () => {
  // MWA residential 30 m³ + 25.00 fee → 280.00 + VAT 19.60 = 299.60 before the fee.
  // The rule itself (bases, rounding, waivers) is tabled in late-fee.test.ts.
  const withFee = (over: Partial<BillInput>) =>
    computeBill(billInput({ usageM3: 30, meterFeeSatang: 2_500, vat: VAT_EXCLUSIVE, ...over }));

  it('flat 50.00 on one overdue bill', () => {
    const bill = withFee({
      overdueBills: [overdueBill(50_000, { billId: 'b-1', number: '2570000007' })],
      lateFee: { kind: 'flat', value: 5_000 },
    });
    expect(lineAmounts(bill).slice(-2)).toEqual([
      ['vat', 1_960],
      ['late_fee', 5_000],
    ]);
    expect(bill.lines.at(-1)).toMatchObject({
      labelKey: 'bill.line.lateFee',
      lateFeeKind: 'flat',
      rate: 5_000,
      base: 50_000,
      billId: 'b-1',
      billNumber: '2570000007',
    });
    expect(bill.total).toBe(34_960);
  });

  it('percent 1.5 % on two overdue bills: a line each, summed into the late-fee subtotal', () => {
    // 1,234.56 × 1.5 % = 18.5184 → 18.52; 100.30 × 1.5 % = 1.5045 → 1.50.
    const bill = withFee({
      overdueBills: [overdueBill(123_456), overdueBill(10_030)],
      lateFee: { kind: 'percent', value: 150 },
    });
    expect(lineAmounts(bill).slice(-3)).toEqual([
      ['vat', 1_960],
      ['late_fee', 1_852],
      ['late_fee', 150],
    ]);
    expect(bill.subtotals).toMatchObject({ vat: 1_960, lateFee: 2_002 });
    expect(bill.total).toBe(31_962);
  });

  it.each<[string, Partial<BillInput>]>([
    ['nothing overdue', { overdueBills: [], lateFee: { kind: 'flat', value: 5_000 } }],
    [
      'setting none',
      { overdueBills: [overdueBill(50_000)], lateFee: { kind: 'none', value: 5_000 } },
    ],
    [
      'the overdue bill waived',
      {
        overdueBills: [overdueBill(50_000, { waived: true })],
        lateFee: { kind: 'flat', value: 5_000 },
      },
    ],
  ])('no fee when %s', (_why, over) => {
    const bill = withFee(over);
    expect(bill.lines.some((l) => l.kind === 'late_fee')).toBe(false);
    expect(bill.total).toBe(29_960);
  });
});

describe('credit on account, applied last', () => {
  const withCredit = (creditSatang: number) =>
    computeBill(
      billInput({ usageM3: 30, meterFeeSatang: 2_500, vat: VAT_EXCLUSIVE, creditSatang }),
    );

  it('larger than the bill: the bill goes to 0, the rest is left', () => {
    const bill = withCredit(50_000);
    expect(bill.lines.at(-1)).toEqual({
      kind: 'credit',
      labelKey: 'bill.line.credit',
      quantity: null,
      rate: null,
      amount: -29_960,
    });
    expect(bill).toMatchObject({ total: 0, creditUsed: 29_960, creditLeft: 20_040 });
  });

  it('smaller than the bill: all used', () => {
    expect(withCredit(1_000)).toMatchObject({ total: 28_960, creditUsed: 1_000, creditLeft: 0 });
  });

  it('none: no credit line', () => {
    const bill = withCredit(0);
    expect(bill.lines.some((l) => l.kind === 'credit')).toBe(false);
    expect(bill.subtotals.credit).toBe(0);
    expect(Object.is(bill.subtotals.credit, -0)).toBe(false);
  });
});

it('every kind of line, in the order MONEY.md §4 prints them', () => {
  // MWA business 5 m³: 47.50 + top-up 42.50 + fee 25.00; 10 % of the water charge 90.00
  // = 9.00; 106.00 → VAT 7.42; late fee 50.00; credit 10.00 → 153.42
  const bill = computeBill(
    billInput({
      tariff: MWA_BUSINESS_2026,
      usageM3: 5,
      meterFeeSatang: 2_500,
      discounts: [scheme({ kind: 'percent', value: 1_000, appliesTo: 'water_charge' })],
      vat: VAT_EXCLUSIVE,
      overdueBills: [overdueBill(20_000)],
      lateFee: { kind: 'flat', value: 5_000 },
      creditSatang: 1_000,
    }),
  );
  expect(lineAmounts(bill)).toEqual([
    ['block', 4_750],
    ['minimum_top_up', 4_250],
    ['meter_fee', 2_500],
    ['discount', -900],
    ['vat', 742],
    ['late_fee', 5_000],
    ['credit', -1_000],
  ]);
  expect(bill.total).toBe(15_342);
  expect(bill.subtotals).toEqual({
    water: 4_750,
    topUp: 4_250,
    meterFee: 2_500,
    discounts: -900,
    vat: 742,
    vatIncluded: 0,
    lateFee: 5_000,
    credit: -1_000,
  });
});

describe('refuses programmer errors', () => {
  it.each<[string, Partial<BillInput>]>([
    ['negative usage', { usageM3: -1 }],
    ['fractional usage', { usageM3: 1.5 }],
    ['NaN usage', { usageM3: Number.NaN }],
    ['fractional meter fee', { meterFeeSatang: 10.5 }],
    ['negative credit', { creditSatang: -1 }],
    ['a fractional overdue total', { overdueBills: [overdueBill(0.5)] }],
    ['an overdue bill paid beyond its total', { overdueBills: [overdueBill(100, { paid: 101 })] }],
    ['negative deduction', { estimatedM3Deducted: -2 }],
    ['an estimate with a deduction', { estimated: true, estimatedM3Deducted: 3 }],
    ['a fractional VAT rate', { vat: { rateBp: 6.5, inclusive: false } }],
    ['a late fee in baht', { lateFee: { kind: 'flat', value: 50.5 } }],
    ['a percent over 100 %', { discounts: [scheme({ kind: 'percent', value: 10_001 })] }],
    ['a fractional cap', { discounts: [scheme({ value: 100, monthlyCap: 99.5 })] }],
    ['an unknown bill mode', { billMode: 'sometimes' as BillInput['billMode'] }],
  ])('%s', (_why, over) => {
    expect(() => computeBill(billInput(over))).toThrow(RangeError);
  });

  it('an invalid tariff', () => {
    const tariff = { method: 'progressive' as const, minimumCharge: 0, blocks: [] };
    expect(() => computeBill(billInput({ tariff, usageM3: 3 }))).toThrow(/tariff\.blocksEmpty/);
  });
});

it('is exported from the package', () => {
  expect(domain.computeBill).toBe(computeBill);
  expect(computeBill(billInput({ vat: NO_VAT })).total).toBe(0);
});
