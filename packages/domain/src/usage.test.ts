import { describe, it, expect } from 'vitest';
import { averageUsage, computeUsage, type UsageInput, type UsageResult } from './usage.ts';

describe('computeUsage', () => {
  it.each<[string, UsageInput, UsageResult]>([
    ['normal', { previous: 1200, current: 1225, digits: 4 }, { ok: true, usage: 25 }],
    ['no use', { previous: 1200, current: 1200, digits: 4 }, { ok: true, usage: 0 }],
    ['from zero', { previous: 0, current: 7, digits: 4 }, { ok: true, usage: 7 }],
    [
      'lower without a code',
      { previous: 1225, current: 1200, digits: 4 },
      { ok: false, error: 'usage.lowerThanPrevious' },
    ],
    [
      'lower with another code',
      { previous: 1225, current: 1200, digits: 4, code: 'normal' },
      { ok: false, error: 'usage.lowerThanPrevious' },
    ],
    [
      'rollover past 9999',
      { previous: 9990, current: 15, digits: 4, code: 'rollover' },
      { ok: true, usage: 25 }, // 15 + 10000 − 9990
    ],
    [
      'rollover to exactly 0',
      { previous: 9999, current: 0, digits: 4, code: 'rollover' },
      { ok: true, usage: 1 },
    ],
    [
      'rollover on a 5-digit meter',
      { previous: 99_950, current: 50, digits: 5, code: 'rollover' },
      { ok: true, usage: 100 },
    ],
    [
      'rollover code on a higher reading is plain usage',
      { previous: 100, current: 130, digits: 4, code: 'rollover' },
      { ok: true, usage: 30 },
    ],
    [
      'meter replacement',
      { previous: 5400, current: 12, digits: 4, replacement: { oldFinal: 5410, newInitial: 0 } },
      { ok: true, usage: 22 }, // (5410 − 5400) + (12 − 0)
    ],
    [
      'replacement with a non-zero new meter',
      { previous: 300, current: 8, digits: 4, replacement: { oldFinal: 305, newInitial: 3 } },
      { ok: true, usage: 10 },
    ],
    [
      'replacement: old final below previous',
      { previous: 300, current: 8, digits: 4, replacement: { oldFinal: 299, newInitial: 0 } },
      { ok: false, error: 'usage.oldFinalLowerThanPrevious' },
    ],
    [
      'replacement: current below new initial',
      { previous: 300, current: 2, digits: 4, replacement: { oldFinal: 305, newInitial: 3 } },
      { ok: false, error: 'usage.lowerThanNewInitial' },
    ],
    [
      'null replacement is ignored',
      { previous: 1, current: 2, digits: 4, replacement: null, code: null },
      { ok: true, usage: 1 },
    ],
    [
      'negative reading',
      { previous: -1, current: 2, digits: 4 },
      { ok: false, error: 'usage.invalidReading' },
    ],
    [
      'fractional reading',
      { previous: 1, current: 2.5, digits: 4 },
      { ok: false, error: 'usage.invalidReading' },
    ],
    [
      'reading wider than the dial',
      { previous: 9999, current: 10000, digits: 4 },
      { ok: false, error: 'usage.readingExceedsDigits' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(computeUsage(input)).toEqual(expected);
  });

  it.each([[0], [1.5], [13]])('refuses %d digits', (digits) => {
    expect(() => computeUsage({ previous: 0, current: 1, digits })).toThrow(RangeError);
  });
});

describe('averageUsage', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[10], 10],
    [[10, 13], 12], // 11.5 → 12
    [[10, 20, 30], 20],
    [[10, 10, 11], 10], // 10.33 → 10
    [[10, 11, 11], 11], // 10.67 → 11
    [[100, 1, 2, 3], 2], // only the last three
    [[0, 0, 0], 0],
    [[0, 0, 1], 0],
    [[0, 1, 1], 1],
  ])('%j → %s', (usages, expected) => {
    expect(averageUsage(usages)).toBe(expected);
  });
});
