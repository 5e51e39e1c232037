import { describe, expect, it } from 'vitest';
import { collectorBalance, remittanceShortfall, sumBalances } from './remittance-balance.ts';

const identity = (b: ReturnType<typeof collectorBalance>) =>
  b.taken === b.remitted + b.shortfall + b.held;

describe('a collector’s day: taken = remitted + over/short + held', () => {
  it.each([
    // taken, remittance (cash, transfer, expected), → remitted, shortfall, held
    ['not remitted', 28_000, null, 0, 0, 28_000],
    ['remitted exactly', 28_000, { cash: 8_000, transfer: 20_000, expected: 28_000 }, 28_000, 0, 0],
    ['short 5.00', 28_000, { cash: 7_500, transfer: 20_000, expected: 28_000 }, 27_500, 500, 0],
    [
      'over 8,999,726.39 (the outside test’s 9,999,999.99 against 1,000,273.60)',
      100_027_360,
      { cash: 999_999_999, transfer: 0, expected: 100_027_360 },
      999_999_999,
      -899_972_639,
      0,
    ],
    [
      'a bank file posted after the remittance',
      30_000,
      { cash: 28_000, transfer: 0, expected: 28_000 },
      28_000,
      0,
      2_000,
    ],
    ['remitted for no receipts', 0, { cash: 1_000, transfer: 0, expected: 0 }, 1_000, -1_000, 0],
  ] as const)('%s', (_, taken, remittance, remitted, shortfall, held) => {
    const b = collectorBalance(taken, remittance);
    expect(b).toEqual({ taken, remitted, shortfall, held });
    expect(identity(b)).toBe(true);
  });

  it('defines the shortfall as taken − remitted (positive = missing)', () => {
    expect(remittanceShortfall(10_000, 9_000)).toBe(1_000);
    expect(remittanceShortfall(10_000, 12_500)).toBe(-2_500);
  });

  it('sums collectors so the day still balances', () => {
    const day = sumBalances([
      collectorBalance(28_000, { cash: 7_500, transfer: 20_000, expected: 28_000 }),
      collectorBalance(5_000, null),
      collectorBalance(0, { cash: 1_000, transfer: 0, expected: 0 }),
    ]);
    expect(day).toEqual({ taken: 33_000, remitted: 28_500, shortfall: -500, held: 5_000 });
    expect(identity(day)).toBe(true);
  });
});
