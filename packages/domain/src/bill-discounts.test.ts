import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import {
  billInput,
  lineAmounts,
  scheme,
  VAT_EXCLUSIVE,
  WELFARE_CARD,
} from './bill-test-helpers.ts';
import { PWA_RESIDENTIAL_2026 } from './tariff-examples.ts';

// computeBill's discounts (MONEY.md §4), exact satang worked out by hand.

describe('welfare card: fixed 100.00, cap 100.00, only when the bill is ≤ 315.00', () => {
  // MWA residential 30 m³ = 255.00; the meter fee tunes the pre-discount sum.
  const welfare = (meterFeeSatang: number) =>
    computeBill(
      billInput({ usageM3: 30, meterFeeSatang, vat: VAT_EXCLUSIVE, discounts: [WELFARE_CARD] }),
    );

  it('314.00 before discount: applies', () => {
    // 255.00 + 59.00 = 314.00 − 100.00 = 214.00 → VAT 14.98 → 228.98
    const bill = welfare(5_900);
    expect(lineAmounts(bill)).toEqual([
      ['block', 25_500],
      ['meter_fee', 5_900],
      ['discount', -10_000],
      ['vat', 1_498],
    ]);
    expect(bill.lines[2]).toEqual({
      kind: 'discount',
      labelKey: 'bill.line.discount.fixed',
      quantity: null,
      rate: null,
      amount: -10_000,
      schemeId: 'scheme-welfare',
      schemeCode: 'WELFARE',
      discountKind: 'fixed',
      base: null,
    });
    expect(bill.total).toBe(22_898);
    expect(bill.discountsSkipped).toEqual([]);
  });

  it('exactly 315.00: applies (inclusive ceiling, checked before VAT)', () => {
    // 315.00 − 100.00 = 215.00 → VAT 15.05 → 230.05
    const bill = welfare(6_000);
    expect(bill.subtotals.discounts).toBe(-10_000);
    expect(bill.total).toBe(23_005);
  });

  it('316.00: does not apply, and says why', () => {
    // 316.00 → VAT 22.12 → 338.12
    const bill = welfare(6_100);
    expect(bill.lines.map((l) => l.kind)).toEqual(['block', 'meter_fee', 'vat']);
    expect(bill.total).toBe(33_812);
    expect(bill.discountsSkipped).toEqual([
      { schemeId: 'scheme-welfare', schemeCode: 'WELFARE', reason: 'over_ceiling' },
    ]);
  });

  it('a bill under 100.00 is discounted to zero, not below', () => {
    // 0 m³ + 25.00 meter fee: the discount is clamped to 25.00; VAT on 0 is 0.
    const bill = computeBill(
      billInput({ meterFeeSatang: 2_500, vat: VAT_EXCLUSIVE, discounts: [WELFARE_CARD] }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['meter_fee', 2_500],
      ['discount', -2_500],
      ['vat', 0],
    ]);
    expect(bill.total).toBe(0);
  });
});

describe('percent discounts', () => {
  // MWA residential 45 m³ = 407.05 water, 25.00 meter fee.
  const bill45 = (discount: Parameters<typeof scheme>[0]) =>
    computeBill(
      billInput({
        usageM3: 45,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
        discounts: [scheme({ kind: 'percent', ...discount })],
      }),
    );

  it('capped by the monthly cap', () => {
    // 50 % of the water charge 407.05 = 203.525 → 203.53, capped at 100.00;
    // 407.05 + 25.00 − 100.00 = 332.05 → VAT 23.2435 → 23.24 → 355.29
    const bill = bill45({ value: 5_000, monthlyCap: 10_000, appliesTo: 'water_charge' });
    expect(bill.lines.at(-2)).toMatchObject({
      kind: 'discount',
      labelKey: 'bill.line.discount.percent',
      rate: 5_000,
      base: 40_705,
      amount: -10_000,
    });
    expect(bill.total).toBe(35_529);
  });

  it('of water and meter fee, rounded half-up once', () => {
    // 10 % of 432.05 = 43.205 → 43.21; 432.05 − 43.21 = 388.84 → VAT 27.2188 → 27.22
    const bill = bill45({ value: 1_000, appliesTo: 'water_and_meter_fee' });
    expect(bill.subtotals).toMatchObject({ discounts: -4_321, vat: 2_722 });
    expect(bill.total).toBe(41_606); // 388.84 + 27.22
  });

  it('of the bill total after an earlier discount', () => {
    // 432.05 − 32.05 fixed = 400.00; 10 % of 400.00 = 40.00 → 360.00 → VAT 25.20
    const bill = computeBill(
      billInput({
        usageM3: 45,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
        discounts: [
          scheme({ id: 'a', code: 'A', kind: 'fixed', value: 3_205 }),
          scheme({ id: 'b', code: 'B', kind: 'percent', value: 1_000, appliesTo: 'bill_total' }),
        ],
      }),
    );
    expect(lineAmounts(bill).slice(-3)).toEqual([
      ['discount', -3_205],
      ['discount', -4_000],
      ['vat', 2_520],
    ]);
    expect(bill.total).toBe(38_520);
  });
});

describe('free m³', () => {
  it('on a progressive tariff: the price of the first N m³', () => {
    // PWA 25 m³ = 102.00 + 160.00 + 5 × 19.00 = 357.00; free 15 m³ = 102.00 + 5 × 16.00
    // = 182.00; 357.00 + 30.00 − 182.00 = 205.00 → VAT 14.35 → 219.35
    const bill = computeBill(
      billInput({
        tariff: PWA_RESIDENTIAL_2026,
        usageM3: 25,
        meterFeeSatang: 3_000,
        vat: VAT_EXCLUSIVE,
        discounts: [scheme({ kind: 'free_m3', value: 15, appliesTo: 'water_charge' })],
      }),
    );
    expect(bill.lines.at(-2)).toMatchObject({
      kind: 'discount',
      labelKey: 'bill.line.discount.freeM3',
      quantity: 15,
      rate: null,
      amount: -18_200,
    });
    expect(bill.total).toBe(21_935);
  });

  it('more free m³ than used: only what was used', () => {
    // 8 m³ = 81.60, all free; the 30.00 meter fee stays.
    const bill = computeBill(
      billInput({
        tariff: PWA_RESIDENTIAL_2026,
        usageM3: 8,
        meterFeeSatang: 3_000,
        discounts: [scheme({ kind: 'free_m3', value: 15, appliesTo: 'water_charge' })],
      }),
    );
    expect(bill.lines.at(-1)).toMatchObject({ quantity: 8, amount: -8_160 });
    expect(bill.total).toBe(3_000);
  });

  it('the top-up stays as it was', () => {
    // Minimum 150.00: 8 m³ = 81.60 + top-up 68.40; free 10 m³ → the 8 m³ used = 81.60.
    const bill = computeBill(
      billInput({
        tariff: { ...PWA_RESIDENTIAL_2026, minimumCharge: 15_000 },
        usageM3: 8,
        discounts: [scheme({ kind: 'free_m3', value: 10, appliesTo: 'water_charge' })],
      }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['block', 8_160],
      ['minimum_top_up', 6_840],
      ['discount', -8_160],
    ]);
    expect(bill.total).toBe(6_840);
  });

  it('a meter-fee-only month has no water to make free', () => {
    const bill = computeBill(
      billInput({
        usageM3: 8,
        meterFeeSatang: 3_000,
        billMode: 'meter_fee_only',
        discounts: [scheme({ kind: 'free_m3', value: 10, appliesTo: 'bill_total' })],
      }),
    );
    expect(lineAmounts(bill)).toEqual([['meter_fee', 3_000]]);
    expect(bill.discountsSkipped).toMatchObject([{ reason: 'nothing_to_discount' }]);
  });
});

describe('several schemes', () => {
  it('apply in order; the one that would go below zero is clamped, the next gives nothing', () => {
    // MWA residential 10 m³ = 85.00 + 25.00 = 110.00; fixed 80.00 → 30.00 left;
    // welfare 100.00 clamped to 30.00 → 0; a third scheme has nothing left.
    const bill = computeBill(
      billInput({
        usageM3: 10,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
        discounts: [
          scheme({ id: 'a', code: 'A', kind: 'fixed', value: 8_000 }),
          WELFARE_CARD,
          scheme({ id: 'c', code: 'C', kind: 'percent', value: 1_000 }),
        ],
      }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['block', 8_500],
      ['meter_fee', 2_500],
      ['discount', -8_000],
      ['discount', -3_000],
      ['vat', 0],
    ]);
    expect(bill.total).toBe(0);
    expect(bill.discountsSkipped).toEqual([
      { schemeId: 'c', schemeCode: 'C', reason: 'nothing_to_discount' },
    ]);
  });

  it('two percents of the same base are clamped so the sum stays ≥ 0', () => {
    // 10 m³ = 85.00; 60 % = 51.00, leaving 34.00; the second 60 % (51.00) is clamped to 34.00.
    const sixty = { kind: 'percent' as const, value: 6_000, appliesTo: 'water_charge' as const };
    const bill = computeBill(
      billInput({
        usageM3: 10,
        discounts: [
          scheme({ ...sixty, id: 'a', code: 'A' }),
          scheme({ ...sixty, id: 'b', code: 'B' }),
        ],
      }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['block', 8_500],
      ['discount', -5_100],
      ['discount', -3_400],
    ]);
    expect(bill.total).toBe(0);
  });

  it('a fixed discount on the water charge does not eat into the meter fee', () => {
    // 5 m³ = 42.50 water; fixed 100.00 on the water charge → 42.50; 25.00 fee stays.
    const bill = computeBill(
      billInput({
        usageM3: 5,
        meterFeeSatang: 2_500,
        discounts: [scheme({ kind: 'fixed', value: 10_000, appliesTo: 'water_charge' })],
      }),
    );
    expect(bill.subtotals.discounts).toBe(-4_250);
    expect(bill.total).toBe(2_500);
  });
});
