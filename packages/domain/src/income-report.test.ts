import { describe, expect, it } from 'vitest';
import { debtorMovement, incomePeriod, sumMovements } from './income-report.ts';
import { seededRandom, randomInt } from './seeded-random.ts';

describe('incomePeriod', () => {
  it('covers a month, to its last day (leap February too)', () => {
    expect(incomePeriod('month', '2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(incomePeriod('month', '2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  it('runs the fiscal year from 1 October to the end of the month', () => {
    expect(incomePeriod('fiscalYear', '2026-11')).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(incomePeriod('fiscalYear', '2026-10')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(incomePeriod('fiscalYear', '2027-09')).toEqual({
      from: '2026-10-01',
      to: '2027-09-30',
    });
  });
  it('covers the calendar year whatever the month', () => {
    expect(incomePeriod('year', '2026-05')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('refuses a month that is not one', () => {
    expect(() => incomePeriod('month', '2026-13')).toThrow(RangeError);
  });
});

describe('debtorMovement', () => {
  it('balances to the satang', () => {
    const m = debtorMovement({
      broughtForward: 150_050,
      billed: 98_725,
      voidedBills: 10_700,
      received: 120_001,
      fromDeposits: 5_000,
      carriedForward: 113_074,
    });
    expect(m.expected).toBe(113_074);
    expect(m).toMatchObject({ difference: 0, balanced: true });
  });
  it('shows the difference when it does not balance', () => {
    const m = debtorMovement({
      broughtForward: 0,
      billed: 1000,
      voidedBills: 0,
      received: 400,
      fromDeposits: 0,
      carriedForward: 599,
    });
    expect(m).toMatchObject({ expected: 600, difference: -1, balanced: false });
  });
  it('carries credit on account as a negative balance', () => {
    const m = debtorMovement({
      broughtForward: -2_000,
      billed: 0,
      voidedBills: 0,
      received: 3_000,
      fromDeposits: 0,
      carriedForward: -5_000,
    });
    expect(m.balanced).toBe(true);
  });
  it('refuses a figure that is not whole satang', () => {
    expect(() =>
      debtorMovement({
        broughtForward: 0.5,
        billed: 0,
        voidedBills: 0,
        received: 0,
        fromDeposits: 0,
        carriedForward: 0,
      }),
    ).toThrow(RangeError);
  });
  it('sums balanced ledgers into a balanced whole (generated)', () => {
    const random = seededRandom(27);
    const rows = Array.from({ length: 200 }, () => {
      const broughtForward = randomInt(random, -50_000, 500_000);
      const billed = randomInt(random, 0, 300_000);
      const voidedBills = randomInt(random, 0, billed);
      const received = randomInt(random, 0, 400_000);
      const fromDeposits = randomInt(random, 0, 10_000);
      const carriedForward = broughtForward + billed - voidedBills - received - fromDeposits;
      return { broughtForward, billed, voidedBills, received, fromDeposits, carriedForward };
    });
    const total = sumMovements(rows);
    expect(total.balanced).toBe(true);
    expect(total.received).toBe(rows.reduce((s, r) => s + r.received, 0));
    const one = { ...rows[0], carriedForward: (rows[0]?.carriedForward ?? 0) + 1 };
    const off = sumMovements([...rows.slice(1), one as (typeof rows)[number]]);
    expect(off.difference).toBe(1);
  });
});
