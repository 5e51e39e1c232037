import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import { billInput, lineAmounts, NO_VAT, overdueBill, VAT_EXCLUSIVE } from './bill-test-helpers.ts';
import {
  MWA_BUSINESS_2026,
  MWA_RESIDENTIAL_2026,
  PWA_RESIDENTIAL_2026,
  VILLAGE_FACTORY_FLAT_2026,
  VILLAGE_FLAT_2026,
  VILLAGE_STEP_EXAMPLE,
} from './tariff-examples.ts';
import type { Tariff } from './tariff-types.ts';

// Every figure is integer satang, worked out by hand in the comments:
// VAT 7 % = base × 700 / 10000 rounded half-up once.

type Carry = [usage: number, water: number, topUp: number, vat: number, total: number];

function expectCarried(tariff: Tariff, meterFee: number, vatOn: boolean, cases: Carry[]): void {
  for (const [usageM3, water, topUp, vat, total] of cases) {
    const bill = computeBill(
      billInput({ tariff, usageM3, meterFeeSatang: meterFee, vat: vatOn ? VAT_EXCLUSIVE : NO_VAT }),
    );
    const { subtotals: s } = bill;
    expect({
      usageM3,
      water: s.water,
      topUp: s.topUp,
      fee: s.meterFee,
      vat: s.vat,
      total: bill.total,
    }).toEqual({ usageM3, water, topUp, fee: meterFee, vat, total });
    expect(bill.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
  }
}

describe('the tariff examples carried through the whole bill', () => {
  it('MWA residential, meter fee 25.00, VAT 7 % exclusive', () => {
    expectCarried(MWA_RESIDENTIAL_2026, 2_500, true, [
      [0, 0, 0, 175, 2_675], // 25.00 → VAT 1.75 → 26.75
      [1, 850, 0, 235, 3_585], // 33.50 × 7 % = 2.345 → 2.35 (half-up)
      [30, 25_500, 0, 1_960, 29_960], // 280.00 → 19.60
      [31, 26_503, 0, 2_030, 31_033], // 290.03 → 20.3021 → 20.30
      [40, 35_530, 0, 2_662, 40_692], // 380.30 → 26.621 → 26.62
      [45, 40_705, 0, 3_024, 46_229], // 432.05 → 30.2435 → 30.24
      [50, 45_880, 0, 3_387, 51_767], // 483.80 → 33.866 → 33.87
      [100, 104_210, 0, 7_470, 114_180], // 1,067.10 → 74.697 → 74.70
      [120, 130_510, 0, 9_311, 142_321], // 1,330.10 → 93.107 → 93.11
      [160, 184_390, 0, 13_082, 199_972], // 1,868.90 → 130.823 → 130.82
      [200, 239_590, 0, 16_946, 259_036], // 2,420.90 → 169.463 → 169.46
      [250, 311_840, 0, 22_004, 336_344], // 3,143.40 → 220.038 → 220.04
    ]);
  });

  it('MWA business (minimum 90.00), meter fee 25.00, VAT 7 %', () => {
    expectCarried(MWA_BUSINESS_2026, 2_500, true, [
      [0, 0, 9_000, 805, 12_305], // top-up 90.00 + 25.00 = 115.00 → VAT 8.05
      [5, 4_750, 4_250, 805, 12_305], // 47.50 + 42.50 + 25.00 = 115.00
      [9, 8_550, 450, 805, 12_305],
      [10, 9_500, 0, 840, 12_840], // 120.00 → 8.40
      [15, 14_850, 0, 1_215, 18_565], // 173.50 → 12.145 → 12.15 (half-up)
      [30, 31_150, 0, 2_356, 36_006], // 336.50 → 23.555 → 23.56 (half-up)
    ]);
  });

  it('PWA residential, meter fee 30.00, VAT 7 %', () => {
    expectCarried(PWA_RESIDENTIAL_2026, 3_000, true, [
      [0, 0, 0, 210, 3_210], // 30.00 → 2.10
      [10, 10_200, 0, 924, 14_124], // 132.00 → 9.24
      [20, 26_200, 0, 2_044, 31_244], // 292.00 → 20.44
      [30, 45_200, 0, 3_374, 51_574], // 482.00 → 33.74
      [50, 87_600, 0, 6_342, 96_942], // 906.00 → 63.42
    ]);
    expectCarried({ ...PWA_RESIDENTIAL_2026, minimumCharge: 15_000 }, 3_000, true, [
      [0, 0, 15_000, 1_260, 19_260], // 150.00 + 30.00 = 180.00 → 12.60
      [8, 8_160, 6_840, 1_260, 19_260],
      [10, 10_200, 4_800, 1_260, 19_260],
      [14, 16_600, 0, 1_372, 20_972], // 196.00 → 13.72
    ]);
    expectCarried({ ...PWA_RESIDENTIAL_2026, minimumCharge: 30_000 }, 3_000, true, [
      [0, 0, 30_000, 2_310, 35_310], // 330.00 → 23.10
      [15, 18_200, 11_800, 2_310, 35_310],
      [21, 28_100, 1_900, 2_310, 35_310],
      [22, 30_000, 0, 2_310, 35_310], // exactly the minimum: no top-up line
      [25, 35_700, 0, 2_709, 41_409], // 387.00 → 27.09
    ]);
  });

  it('village flat and step tariffs, meter fee 10.00, no VAT (not registered)', () => {
    expectCarried(VILLAGE_FLAT_2026, 1_000, false, [
      [0, 0, 0, 0, 1_000],
      [1, 700, 0, 0, 1_700],
      [13, 9_100, 0, 0, 10_100],
      [250, 175_000, 0, 0, 176_000],
    ]);
    expectCarried(VILLAGE_FACTORY_FLAT_2026, 1_000, false, [[20, 24_000, 0, 0, 25_000]]);
    expectCarried(VILLAGE_STEP_EXAMPLE, 1_000, false, [
      [0, 0, 5_000, 0, 6_000], // minimum 50.00 + 10.00
      [5, 3_000, 2_000, 0, 6_000],
      [10, 6_000, 0, 0, 7_000],
      [11, 8_800, 0, 0, 9_800], // the whole 11 m³ at 8.00
      [30, 24_000, 0, 0, 25_000],
      [31, 31_000, 0, 0, 32_000],
    ]);
  });

  it('prints the lines in order with their labels, quantities and rates', () => {
    const bill = computeBill(billInput({ usageM3: 45, meterFeeSatang: 2_500, vat: VAT_EXCLUSIVE }));
    expect(bill.lines).toEqual([
      {
        kind: 'block',
        labelKey: 'bill.line.block',
        quantity: 30,
        rate: 850,
        amount: 25_500,
        from: 1,
        to: 30,
      },
      {
        kind: 'block',
        labelKey: 'bill.line.block',
        quantity: 10,
        rate: 1_003,
        amount: 10_030,
        from: 31,
        to: 40,
      },
      {
        kind: 'block',
        labelKey: 'bill.line.block',
        quantity: 5,
        rate: 1_035,
        amount: 5_175,
        from: 41,
        to: 45,
      },
      {
        kind: 'meter_fee',
        labelKey: 'bill.line.meterFee',
        quantity: null,
        rate: null,
        amount: 2_500,
      },
      {
        kind: 'vat',
        labelKey: 'bill.line.vat',
        quantity: null,
        rate: 700,
        amount: 3_024,
        base: 43_205,
      },
    ]);
    expect(bill).toMatchObject({
      billable: true,
      total: 46_229,
      vatBase: 43_205,
      netOfVat: 43_205,
    });
    expect(bill.usage).toEqual({
      m3: 45,
      estimated: false,
      estimatedM3Deducted: 0,
      labelKey: 'bill.usage.measured',
    });
  });
});

describe('bill modes', () => {
  it('zero usage on a tariff with a minimum bills the minimum as a top-up', () => {
    const bill = computeBill(billInput({ tariff: MWA_BUSINESS_2026, usageM3: 0 }));
    expect(lineAmounts(bill)).toEqual([['minimum_top_up', 9_000]]);
    expect(bill.lines[0]).toMatchObject({ labelKey: 'bill.line.minimumTopUp', quantity: null });
    expect(bill.total).toBe(9_000);
  });

  it('meter fee only: no water, no top-up, the usage still recorded', () => {
    // MWA business 12 m³ would be 95.00 + 21.40; only the 25.00 meter fee → VAT 1.75.
    const bill = computeBill(
      billInput({
        tariff: MWA_BUSINESS_2026,
        usageM3: 12,
        meterFeeSatang: 2_500,
        billMode: 'meter_fee_only',
        vat: VAT_EXCLUSIVE,
      }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['meter_fee', 2_500],
      ['vat', 175],
    ]);
    expect(bill.total).toBe(2_675);
    expect(bill.subtotals).toMatchObject({ water: 0, topUp: 0, meterFee: 2_500 });
    expect(bill.usage.m3).toBe(12);
    expect(bill.billable).toBe(true);
  });

  it("'none' gives an empty, unbillable bill: no late fee, credit untouched", () => {
    const bill = computeBill(
      billInput({
        usageM3: 20,
        meterFeeSatang: 2_500,
        billMode: 'none',
        vat: VAT_EXCLUSIVE,
        overdueBills: [overdueBill(10_000)],
        lateFee: { kind: 'flat', value: 5_000 },
        creditSatang: 5_000,
      }),
    );
    expect(bill).toMatchObject({
      billable: false,
      lines: [],
      total: 0,
      creditUsed: 0,
      creditLeft: 5_000,
      vatBase: 0,
      netOfVat: 0,
    });
    expect(Object.values(bill.subtotals).every((v) => v === 0)).toBe(true);
    expect(bill.usage.m3).toBe(20);
  });
});
