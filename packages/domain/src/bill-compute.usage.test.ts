import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import { billInput, lineAmounts, VAT_EXCLUSIVE } from './bill-test-helpers.ts';
import { computeReading } from './reading-compute.ts';
import { MWA_BUSINESS_2026 } from './tariff-examples.ts';
import { computeUsage } from './usage.ts';

// How the month's usage reaches the bill (MONEY.md §3–4): estimates, their true-up and a
// meter change, priced by computeBill on MWA residential unless said. VAT 7 % = base ×
// 700 / 10000 rounded half-up once.

describe('estimates, true-up and meter change', () => {
  const history = {
    previous: 1_200,
    digits: 4,
    replacement: null,
    realUsages: [14, 15, 16],
    estimatedSince: [] as number[],
  };

  it('an estimated month, then its true-up month', () => {
    // House locked (01): the average of 14, 15, 16 = 15 m³ → 127.50 + 25.00 = 152.50
    // → VAT 10.675 → 10.68 → 163.18.
    const est = computeReading(history, { current: null, code: '01' });
    if (!est.ok) throw new Error(est.error);
    const estimated = computeBill(
      billInput({
        usageM3: est.reading.usage,
        estimated: true,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
      }),
    );
    expect(estimated.total).toBe(16_318);
    expect(estimated.usage).toMatchObject({
      m3: 15,
      estimated: true,
      labelKey: 'bill.usage.estimated',
    });

    // Next month read 1240: 40 m³ since the last real reading less the 15 estimated = 25 m³
    // → 212.50 + 25.00 = 237.50 → VAT 16.625 → 16.63 → 254.13.
    const real = computeReading(
      { ...history, estimatedSince: [15] },
      { current: 1_240, code: '00' },
    );
    if (!real.ok) throw new Error(real.error);
    const trued = computeBill(
      billInput({
        usageM3: real.reading.usage,
        estimatedM3Deducted: real.reading.deducted,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
      }),
    );
    expect(trued.total).toBe(25_413);
    expect(trued.usage).toEqual({
      m3: 25,
      estimated: false,
      estimatedM3Deducted: 15,
      labelKey: 'bill.usage.trueUp',
    });
  });

  it('a true-up that would go below zero bills 0 m³: the minimum charge', () => {
    // Read 1210: 10 m³ against 15 estimated → 0 m³ (floored upstream), 15 deducted.
    // MWA business: top-up 90.00 + 25.00 = 115.00 → VAT 8.05 → 123.05.
    const real = computeReading(
      { ...history, estimatedSince: [15] },
      { current: 1_210, code: '00' },
    );
    if (!real.ok) throw new Error(real.error);
    expect(real.reading.usage).toBe(0);
    const bill = computeBill(
      billInput({
        tariff: MWA_BUSINESS_2026,
        usageM3: real.reading.usage,
        estimatedM3Deducted: real.reading.deducted,
        meterFeeSatang: 2_500,
        vat: VAT_EXCLUSIVE,
      }),
    );
    expect(lineAmounts(bill)).toEqual([
      ['minimum_top_up', 9_000],
      ['meter_fee', 2_500],
      ['vat', 805],
    ]);
    expect(bill.total).toBe(12_305);
    expect(bill.usage).toMatchObject({ m3: 0, estimatedM3Deducted: 15 });
  });

  it('a meter change month bills the one summed usage', () => {
    // Old meter 1234 → 1250 (16 m³), new meter 0 → 9 (9 m³): 25 m³ → 25 × 8.50 = 212.50.
    const usage = computeUsage({
      previous: 1_234,
      current: 9,
      digits: 4,
      replacement: { oldFinal: 1_250, newInitial: 0 },
    });
    if (!usage.ok) throw new Error(usage.error);
    const bill = computeBill(billInput({ usageM3: usage.usage }));
    expect(lineAmounts(bill)).toEqual([['block', 21_250]]);
    expect(bill.lines[0]).toMatchObject({ from: 1, to: 25, quantity: 25 });
  });
});
