import { describe, expect, it } from 'vitest';
import { meterWorkNumber, replaceDueBefore, yearsBetween } from './meter-work.ts';

describe('meter work', () => {
  it.each([
    [2570, 1, 'MW2570000001'],
    [2570, 123_456, 'MW2570123456'],
    [2571, 1_234_567, 'MW25711234567'],
  ])('numbers FY %i seq %i as %s', (fy, seq, number) => {
    expect(meterWorkNumber(fy, seq)).toBe(number);
  });

  it.each([
    ['2026-11-28', 5, '2021-11-28'],
    ['2028-02-29', 5, '2023-02-28'],
    ['2028-02-29', 4, '2024-02-29'],
    ['2026-01-01', 1, '2025-01-01'],
  ])('on %s a meter older than %i years went in on or before %s', (today, years, due) => {
    expect(replaceDueBefore(today, years)).toBe(due);
  });

  it('measures a meter age in tenths of a year, rounded down', () => {
    expect(yearsBetween('2020-01-01', '2026-01-01')).toBe(6);
    expect(yearsBetween('2021-07-01', '2026-01-01')).toBe(4.5);
    expect(yearsBetween('2026-01-01', '2026-01-01')).toBe(0);
  });
});
