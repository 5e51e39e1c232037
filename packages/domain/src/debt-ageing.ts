// Debtor ageing by unpaid rounds (MONEY.md §6, §8): the one rule the debtor list, its
// PDF and sheet, and the screen's cards all bucket by.

/** The ageing buckets; `current` owes only what is not yet past due (or sundry only). */
export const AGEING_BUCKETS = ['current', 'r1', 'r2', 'r3', 'r4to6', 'r7to12', 'over12'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Each bucket's range of unpaid rounds, both ends included; `max: null` has no top. */
export const AGEING_RANGES: Readonly<Record<AgeingBucket, { min: number; max: number | null }>> = {
  current: { min: 0, max: 0 },
  r1: { min: 1, max: 1 },
  r2: { min: 2, max: 2 },
  r3: { min: 3, max: 3 },
  r4to6: { min: 4, max: 6 },
  r7to12: { min: 7, max: 12 },
  over12: { min: 13, max: null },
};

/** The bucket of a number of unpaid rounds (a whole number ≥ 0). */
export function ageingBucket(unpaidRounds: number): AgeingBucket {
  if (!Number.isInteger(unpaidRounds) || unpaidRounds < 0) {
    throw new RangeError(`unpaid rounds must be a whole number ≥ 0, got ${unpaidRounds}`);
  }
  const found = AGEING_BUCKETS.find((b) => {
    const { min, max } = AGEING_RANGES[b];
    return unpaidRounds >= min && (max === null || unpaidRounds <= max);
  });
  return found ?? 'over12';
}

/** '1', '4–6', '> 12': a bucket's range as printed on the report's cards and columns. */
export function ageingBucketRange(bucket: AgeingBucket): string {
  const { min, max } = AGEING_RANGES[bucket];
  if (max === null) return `> ${min - 1}`;
  return min === max ? String(min) : `${min}–${max}`;
}
