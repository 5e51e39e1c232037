import { describe, expect, it } from 'vitest';
import {
  AGEING_BUCKETS,
  AGEING_RANGES,
  ageingBucket,
  ageingBucketRange,
  type AgeingBucket,
} from './debt-ageing.ts';

describe('debtor ageing by unpaid rounds', () => {
  const table: [number, AgeingBucket][] = [
    [0, 'current'],
    [1, 'r1'],
    [2, 'r2'],
    [3, 'r3'],
    [4, 'r4to6'],
    [6, 'r4to6'],
    [7, 'r7to12'],
    [12, 'r7to12'],
    [13, 'over12'],
    [24, 'over12'],
    [240, 'over12'],
  ];
  it.each(table)('%i unpaid rounds → %s', (rounds, bucket) => {
    expect(ageingBucket(rounds)).toBe(bucket);
  });

  it('covers every whole number once, in order, with no gap', () => {
    let next = 0;
    for (const b of AGEING_BUCKETS) {
      const { min, max } = AGEING_RANGES[b];
      expect(min, b).toBe(next);
      next = max === null ? Infinity : max + 1;
    }
    expect(next).toBe(Infinity);
  });

  it('prints each range as the form does', () => {
    expect(AGEING_BUCKETS.map(ageingBucketRange)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4–6',
      '7–12',
      '> 12',
    ]);
  });

  it('refuses what is not a count of rounds', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => ageingBucket(bad)).toThrow(RangeError);
  });
});
