import { describe, expect, it } from 'vitest';
import { meterShortfallOf, waterBalance } from './water-balance.ts';
import { daysInMonth, monthsEndingWith, perM3, ratioBp } from './water-cost.ts';

const base = {
  systemInput: 10_000,
  billedMetered: 7_000,
  billedUnmetered: 150,
  unbilled: 300,
  meterShortfall: 120,
  underRegistrationBp: 200,
  connections: 400,
  days: 30,
};

describe('waterBalance', () => {
  it('splits the input into each component to the m³, and the parts sum to the input', () => {
    const b = waterBalance(base);
    expect(b.billedAuthorised).toBe(7_150);
    expect(b.authorised).toBe(7_450);
    expect(b.waterLosses).toBe(2_550);
    expect(b.meterShortfall).toBe(120);
    expect(b.underRegistration).toBe(140); // 2 % of 7 000 m³ billed by meter
    expect(b.apparentLosses).toBe(260);
    expect(b.realLosses).toBe(2_290);
    expect(b.nonRevenue).toBe(2_850);
    expect(b.nrwBp).toBe(2_850);
    // 2 850 m³ × 1 000 L / (400 connections × 30 days) = 237.5 → 238 L
    expect(b.litresPerConnectionDay).toBe(238);
    expect(b.inconsistent).toBe(false);
    expect(b.billedAuthorised + b.unbilled + b.apparentLosses + b.realLosses).toBe(b.systemInput);
    expect(b.nonRevenue).toBe(b.unbilled + b.apparentLosses + b.realLosses);
  });

  it('rounds the under-registration half-up to the m³', () => {
    expect(waterBalance({ ...base, billedMetered: 25, billedUnmetered: 0 }).underRegistration).toBe(
      1,
    );
    expect(waterBalance({ ...base, billedMetered: 24, billedUnmetered: 0 }).underRegistration).toBe(
      0,
    );
  });

  it('caps apparent losses at the losses there are, shortfall first', () => {
    const b = waterBalance({ ...base, systemInput: 7_500 });
    expect(b.waterLosses).toBe(50);
    expect(b.meterShortfall).toBe(50);
    expect(b.underRegistration).toBe(0);
    expect(b.realLosses).toBe(0);
    expect(b.billedAuthorised + b.unbilled + b.apparentLosses + b.realLosses).toBe(7_500);
  });

  it('flags a month whose use exceeds its input, still summing exactly', () => {
    const b = waterBalance({ ...base, systemInput: 7_000 });
    expect(b.inconsistent).toBe(true);
    expect(b.apparentLosses).toBe(0);
    expect(b.realLosses).toBe(-450);
    expect(b.billedAuthorised + b.unbilled + b.apparentLosses + b.realLosses).toBe(7_000);
  });

  it('gives no ratio without input or connections', () => {
    const b = waterBalance({ ...base, systemInput: 0, connections: 0 });
    expect(b.nrwBp).toBeNull();
    expect(b.litresPerConnectionDay).toBeNull();
  });

  it('refuses a volume that is not whole m³', () => {
    expect(() => waterBalance({ ...base, unbilled: 1.5 })).toThrow(RangeError);
    expect(() => waterBalance({ ...base, systemInput: -1 })).toThrow(RangeError);
  });
});

describe('meterShortfallOf', () => {
  it.each([
    [20, 0, 20],
    [20, 25, 0],
    [null, 0, 0],
    [18, 18, 0],
  ])('average %s, billed %s → %s m³', (average, billed, expected) => {
    expect(meterShortfallOf(average, billed)).toBe(expected);
  });
});

describe('water cost ratios', () => {
  it('gives satang per m³ half-up and basis points', () => {
    expect(perM3(1_234_567, 1_000)).toBe(1_235);
    expect(perM3(100, 0)).toBeNull();
    expect(perM3(100, null)).toBeNull();
    expect(ratioBp(75_000, 100_000)).toBe(7_500);
    expect(ratioBp(1, 0)).toBeNull();
  });

  it('counts days and months', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-10')).toBe(31);
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-11', 12)).toHaveLength(12);
  });
});
