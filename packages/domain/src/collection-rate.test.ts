import { describe, expect, it } from 'vitest';
import { collectionRateBp, previousMonth } from './collection-rate.ts';

describe('collection rate', () => {
  it('is paid over billed in basis points, rounded half up', () => {
    expect(collectionRateBp(0, 100_00)).toBe(0);
    expect(collectionRateBp(100_00, 100_00)).toBe(10_000);
    expect(collectionRateBp(1, 3)).toBe(3_333);
    expect(collectionRateBp(2, 3)).toBe(6_667);
    // 1 satang of 20,000 is 0.5 bp: half up.
    expect(collectionRateBp(1, 20_000)).toBe(1);
    expect(collectionRateBp(123_456_78, 150_000_00)).toBe(8_230);
  });

  it('has no rate when nothing was billed', () => {
    expect(collectionRateBp(0, 0)).toBeNull();
  });
});

describe('previous month', () => {
  it('steps back one calendar month, across the new year', () => {
    expect(previousMonth('2026-11-29')).toBe('2026-10');
    expect(previousMonth('2026-01-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
  });
});
