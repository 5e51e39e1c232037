import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import { billHeads, zeroHeads } from './bill-heads.ts';
import { billInput, overdueBill, VAT_EXCLUSIVE } from './bill-test-helpers.ts';
import { lateFeeBase, lateFeeLines } from './late-fee.ts';
import { allocateToBill } from './payment-allocation.ts';
import { VILLAGE_FLAT_2026 } from './tariff-examples.ts';
import type { BillLateFeeSetting, OverdueBill } from './bill-types.ts';

// The late-fee rule (issue 12) in exact satang. Flat 50.00 ฿ per overdue bill; percent
// 1.5 % (150 bp) of each overdue bill's base, rounded half-up per bill.
const FLAT: BillLateFeeSetting = { kind: 'flat', value: 5_000 };
const PERCENT: BillLateFeeSetting = { kind: 'percent', value: 150 };
const NONE: BillLateFeeSetting = { kind: 'none', value: 5_000 };

const amounts = (setting: BillLateFeeSetting, bills: OverdueBill[]) =>
  lateFeeLines(setting, bills).map((l) => [l.billNumber, l.base, l.amount]);

const a = (total: number, over: Partial<OverdueBill> = {}) =>
  overdueBill(total, { billId: 'a', number: '2570000011', ...over });
const b = (total: number, over: Partial<OverdueBill> = {}) =>
  overdueBill(total, { billId: 'b', number: '2570000042', ...over });

describe('lateFeeBase: the unpaid part of an overdue bill, its own late fee left out', () => {
  it.each<[string, OverdueBill, number]>([
    ['unpaid, no fee of its own', a(10_165), 10_165],
    ['partly paid 60.00 of 101.65', a(10_165, { paid: 6_000 }), 4_165],
    // 80.00 of water + 50.00 of fee it carries: only the 80.00 is charged on.
    ['carrying a 50.00 fee, unpaid', a(13_000, { lateFee: 5_000 }), 8_000],
    // 30.00 paid, all of it on the fee (VAT-free bill): 20.00 of fee left, 80.00 of water.
    [
      'carrying a fee, 30.00 paid on it',
      a(13_000, { lateFee: 5_000, paid: 3_000, lateFeePaid: 3_000 }),
      8_000,
    ],
    // 70.00 paid: the 50.00 fee and 20.00 of water: 60.00 of water left.
    [
      'carrying a fee, paid beyond it',
      a(13_000, { lateFee: 5_000, paid: 7_000, lateFeePaid: 5_000 }),
      6_000,
    ],
    // Its own credit (20.00) settled the fee first: 30.00 of fee in the 110.00 total.
    [
      'carrying a fee partly settled by its credit',
      a(11_000, { lateFee: 5_000, creditApplied: 2_000 }),
      8_000,
    ],
    ['all that is unpaid is its own fee', a(13_000, { lateFee: 5_000, paid: 8_000 }), 0],
  ])('%s', (_why, bill, base) => {
    expect(lateFeeBase(bill)).toBe(base);
  });

  it('agrees with what a partial payment leaves on the heads (VAT alongside in proportion)', () => {
    // 10 m³ at 7.00 = 70.00 + VAT 4.90 + a 50.00 fee it carries = 124.90; 40.00 paid. The
    // receipt puts 40.00 × 4.90 / 124.90 = 1.5692 → 1.57 on VAT and 38.43 on the fee, so
    // 11.57 of fee and 73.33 of the rest stay unpaid; min(total − paid, total − fee) would
    // say 74.90, charging on the 1.57 of VAT as if the fee had been paid first in full.
    const carried = computeBill(
      billInput({
        tariff: VILLAGE_FLAT_2026,
        usageM3: 10,
        vat: VAT_EXCLUSIVE,
        lateFee: FLAT,
        overdueBills: [overdueBill(20_000)],
      }),
    );
    expect(carried.total).toBe(12_490);
    const heads = billHeads(carried.lines);
    const paid = allocateToBill(heads, zeroHeads(), 4_000);
    expect(paid).toMatchObject({ lateFee: 3_843, vat: 157 });
    const base = lateFeeBase(
      a(carried.total, { lateFee: 5_000, paid: 4_000, lateFeePaid: paid.lateFee }),
    );
    expect(base).toBe(7_333);
    expect(base).toBe(heads.water + heads.vat - paid.water - paid.vat);
  });
});

describe('lateFeeLines: once per overdue bill, never compounding', () => {
  it.each<[string, BillLateFeeSetting, OverdueBill[], [string, number, number][]]>([
    ['flat, one overdue bill', FLAT, [a(10_165)], [['2570000011', 10_165, 5_000]]],
    // 101.65 × 1.5 % = 1.524750 → 1.52.
    ['percent, one overdue bill', PERCENT, [a(10_165)], [['2570000011', 10_165, 152]]],
    // Flat: 50.00 for each bill, however large.
    [
      'flat, two overdue bills',
      FLAT,
      [a(10_165), b(250_000)],
      [
        ['2570000011', 10_165, 5_000],
        ['2570000042', 250_000, 5_000],
      ],
    ],
    // 100.30 × 1.5 % = 1.5045 → 1.50 each: 3.00 in all (3.009 → 3.01 over the sum: the
    // per-bill rounding late-fee.ts chose).
    [
      'percent, two overdue bills, rounded per bill',
      PERCENT,
      [a(10_030), b(10_030)],
      [
        ['2570000011', 10_030, 150],
        ['2570000042', 10_030, 150],
      ],
    ],
    // 41.65 left of 101.65: 0.62475 → 0.62.
    [
      'percent, a partly paid bill',
      PERCENT,
      [a(10_165, { paid: 6_000 })],
      [['2570000011', 4_165, 62]],
    ],
    [
      'flat, a partly paid bill',
      FLAT,
      [a(10_165, { paid: 6_000 })],
      [['2570000011', 4_165, 5_000]],
    ],
    // 130.00 of which a 50.00 fee: 80.00 × 1.5 % = 1.20, not 1.95.
    [
      'percent, a bill that itself carries a fee',
      PERCENT,
      [a(13_000, { lateFee: 5_000 })],
      [['2570000011', 8_000, 120]],
    ],
    ['flat, only its own fee unpaid', FLAT, [a(13_000, { lateFee: 5_000, paid: 8_000 })], []],
    [
      'a waived bill next to one not waived',
      FLAT,
      [a(10_165, { waived: true }), b(8_000)],
      [['2570000042', 8_000, 5_000]],
    ],
    ['percent, a waived bill', PERCENT, [a(10_165, { waived: true })], []],
    ['setting none', NONE, [a(10_165), b(8_000)], []],
    ['nothing overdue', FLAT, [], []],
    ['flat 0', { kind: 'flat', value: 0 }, [a(10_165)], []],
    // 0.33 × 1.5 % = 0.00495 → 0.00: no line of 0.
    ['percent rounding to 0', PERCENT, [a(33)], []],
    // 0.34 × 1.5 % = 0.0051 → 0.01.
    ['percent, the smallest fee', PERCENT, [a(34)], [['2570000011', 34, 1]]],
  ])('%s', (_why, setting, bills, expected) => {
    expect(amounts(setting, bills)).toEqual(expected);
  });

  it('a line says which bill it is for, its kind and rate', () => {
    expect(lateFeeLines(PERCENT, [a(10_165)])).toEqual([
      {
        kind: 'late_fee',
        labelKey: 'bill.line.lateFee',
        quantity: null,
        rate: 150,
        amount: 152,
        lateFeeKind: 'percent',
        base: 10_165,
        billId: 'a',
        billNumber: '2570000011',
      },
    ]);
  });
});
