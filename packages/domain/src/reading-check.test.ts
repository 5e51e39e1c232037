import { describe, expect, it } from 'vitest';
import {
  classifyReading,
  trueUp,
  type AnomalyClass,
  type ReadingCheckInput,
} from './reading-check.ts';
import { isEstimateCode, readingCodeOf, READING_CODES } from './reading-codes.ts';
import { averageUsage, computeUsage } from './usage.ts';

describe('classifyReading (defaults: low < 50 %, high > 2×, very high > 3×)', () => {
  it.each<[string, ReadingCheckInput, AnomalyClass, boolean, number | null]>([
    ['as usual', { usage: 20, average: 20 }, 'normal', false, 0],
    ['exactly half is not low', { usage: 10, average: 20 }, 'normal', false, -5_000],
    ['just under half is low', { usage: 9, average: 20 }, 'low', false, -5_500],
    ['exactly double is not high', { usage: 40, average: 20 }, 'normal', false, 10_000],
    ['just over double is high', { usage: 41, average: 20 }, 'high', false, 10_500],
    ['exactly triple is high, not very high', { usage: 60, average: 20 }, 'high', false, 20_000],
    ['over triple is very high and held', { usage: 61, average: 20 }, 'veryHigh', true, 20_500],
    ['zero against a history', { usage: 0, average: 12 }, 'zero', false, -10_000],
    ['zero with no history', { usage: 0, average: null }, 'zero', false, null],
    ['zero where zero is usual', { usage: 0, average: 0 }, 'normal', false, null],
    ['use where none is usual', { usage: 5, average: 0 }, 'normal', false, null],
    ['no history', { usage: 300, average: null }, 'normal', false, null],
    [
      'lower than last, no rollover code: held',
      { usage: null, average: 20 },
      'lowerThanLast',
      true,
      null,
    ],
    ['negative: held', { usage: -3, average: 20 }, 'negative', true, null],
    // Odd averages: the % difference is rounded half-up once, in basis points.
    ['a third more', { usage: 4, average: 3 }, 'normal', false, 3_333],
    ['two thirds more', { usage: 5, average: 3 }, 'normal', false, 6_667],
  ])('%s', (_name, input, anomaly, held, diffBp) => {
    expect(classifyReading(input)).toEqual({ anomaly, held, diffBp });
  });

  it("follows the organisation's thresholds", () => {
    const strict = { lowBelow: 8_000, highAbove: 15_000, veryHighAbove: 20_000 };
    expect(classifyReading({ usage: 31, average: 20, thresholds: strict }).anomaly).toBe('high');
    expect(classifyReading({ usage: 41, average: 20, thresholds: strict }).anomaly).toBe(
      'veryHigh',
    );
    expect(classifyReading({ usage: 15, average: 20, thresholds: strict }).anomaly).toBe('low');
  });
});

describe('usage across the dial and a meter change', () => {
  it('rolls over a 4-digit meter: 9,990 → 15 with code 18 is 25 m³', () => {
    expect(computeUsage({ previous: 9_990, current: 15, digits: 4, code: 'rollover' })).toEqual({
      ok: true,
      usage: 25,
    });
  });
  it('rolls over a 5-digit meter: 99,990 → 15 is 25 m³', () => {
    expect(computeUsage({ previous: 99_990, current: 15, digits: 5, code: 'rollover' })).toEqual({
      ok: true,
      usage: 25,
    });
  });
  it('sums a meter replaced in the period: old 5,400 → 5,410, new 0 → 12 is 22 m³', () => {
    expect(
      computeUsage({
        previous: 5_400,
        current: 12,
        digits: 4,
        replacement: { oldFinal: 5_410, newInitial: 0 },
      }),
    ).toEqual({ ok: true, usage: 22 });
  });
  it('sums an old 4-digit meter that rolled over before removal, onto a new 5-digit one', () => {
    // Old: 9,995 → 9,999 → 0 → 3 at removal (8 m³); new: 10 → 17 (7 m³).
    expect(
      computeUsage({
        previous: 9_995,
        current: 17,
        digits: 5,
        replacement: { oldFinal: 3, newInitial: 10, oldDigits: 4, oldRolledOver: true },
      }),
    ).toEqual({ ok: true, usage: 15 });
  });
  it('refuses an old final below the last reading unless the old meter rolled over', () => {
    expect(
      computeUsage({
        previous: 9_995,
        current: 17,
        digits: 4,
        replacement: { oldFinal: 3, newInitial: 10 },
      }),
    ).toEqual({ ok: false, error: 'usage.oldFinalLowerThanPrevious' });
  });
  it('refuses a reading above the digits of the meter', () => {
    expect(computeUsage({ previous: 10, current: 10_000, digits: 4 })).toEqual({
      ok: false,
      error: 'usage.readingExceedsDigits',
    });
  });
});

describe('estimates and the true-up', () => {
  // Real usages of the last months, oldest first: 18, 21, 24 → average 21.
  const real = [18, 21, 24];

  it('estimates two months running at the average of the last three real usages', () => {
    const first = averageUsage(real);
    expect(first).toBe(21);
    // The estimated month is not a real reading: the next estimate uses the same three.
    expect(averageUsage(real)).toBe(21);
  });

  it('rounds the average half-up to whole m³', () => {
    expect(averageUsage([10, 11, 11])).toBe(11); // 10.67
    expect(averageUsage([10, 10, 11])).toBe(10); // 10.33
    expect(averageUsage([1, 2])).toBe(2); // 1.5 → 2
  });

  it('trues up: read against the last real reading, the estimates deducted', () => {
    // Last real reading 1,200; two months estimated at 21 m³; now 1,250 → 50 m³ measured.
    const measured = computeUsage({ previous: 1_200, current: 1_250, digits: 4 });
    expect(measured).toEqual({ ok: true, usage: 50 });
    expect(trueUp({ measured: 50, estimatedSince: [21, 21] })).toEqual({
      usage: 8,
      deducted: 42,
      overEstimated: 0,
    });
  });

  it('never bills below zero: what the estimates over-billed is shown', () => {
    expect(trueUp({ measured: 30, estimatedSince: [21, 21] })).toEqual({
      usage: 0,
      deducted: 42,
      overEstimated: 12,
    });
  });

  it('with no estimates between, the measured usage is the usage', () => {
    expect(trueUp({ measured: 17, estimatedSince: [] })).toEqual({
      usage: 17,
      deducted: 0,
      overEstimated: 0,
    });
  });
});

describe('reading codes', () => {
  it('are unique and know which months are estimated', () => {
    expect(new Set(READING_CODES.map((c) => c.code)).size).toBe(READING_CODES.length);
    expect(isEstimateCode('01')).toBe(true);
    expect(isEstimateCode('15')).toBe(true);
    expect(isEstimateCode('00')).toBe(false);
    expect(readingCodeOf('18').kind).toBe('rollover');
    expect(readingCodeOf(null).key).toBe('normal');
    expect(readingCodeOf('77').key).toBe('normal');
  });
});
