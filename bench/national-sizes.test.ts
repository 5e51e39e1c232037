import { describe, expect, it } from 'vitest';
import { MAX_SIZE, MIN_SIZE, SEARCH_SIZE, largestSize, nationSizes } from './national-sizes.ts';

const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('nationSizes', () => {
  it('spreads 1,000,000 connections over 500 organisations, many small and few large', () => {
    const sizes = nationSizes();
    expect(sizes).toHaveLength(500);
    expect(total(sizes)).toBe(1_000_000);
    expect(sizes[0]).toBe(MAX_SIZE);
    expect(Math.max(...sizes)).toBe(MAX_SIZE);
    expect(Math.min(...sizes)).toBe(MIN_SIZE);
    expect(sizes).toContain(SEARCH_SIZE);
    expect(sizes.every((n) => Number.isInteger(n))).toBe(true);
    const small = sizes.filter((n) => n < SEARCH_SIZE).length;
    const large = sizes.filter((n) => n >= 10_000).length;
    expect(small).toBeGreaterThan(250);
    expect(large).toBeLessThan(50);
  });

  it('is deterministic and fits smaller runs', () => {
    expect(nationSizes(500, 1_000_000)).toEqual(nationSizes());
    for (const [orgs, sum] of [
      [20, 20_000],
      [20, 100_000],
      [50, 50_000],
      [3, 22_200],
    ] as const) {
      const sizes = nationSizes(orgs, sum);
      expect(sizes).toHaveLength(orgs);
      expect(total(sizes)).toBe(sum);
      expect(sizes[0]).toBe(largestSize(orgs, sum));
      expect(Math.max(...sizes)).toBe(sizes[0]);
      expect(Math.min(...sizes)).toBe(MIN_SIZE);
      expect(sizes).toContain(SEARCH_SIZE);
    }
  });

  it('refuses a total the bounds cannot hold', () => {
    expect(() => nationSizes(500, 50_000)).toThrow(RangeError);
    expect(() => nationSizes(2, 20_200)).toThrow(RangeError);
  });
});
