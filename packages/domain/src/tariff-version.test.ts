import { describe, expect, it } from 'vitest';
import { inForceOn } from './tariff-version.ts';

const versions = [
  { id: 'b', effectiveFrom: '2026-10-01' },
  { id: 'a', effectiveFrom: '2025-10-01' },
  { id: 'c', effectiveFrom: '2027-01-01' },
];

describe('inForceOn', () => {
  it.each([
    ['2025-09-30', null],
    ['2025-10-01', 'a'],
    ['2026-09-30', 'a'],
    ['2026-10-01', 'b'],
    ['2026-12-31', 'b'],
    ['2027-01-01', 'c'],
  ])('on %s the version in force is %s', (date, id) => {
    expect(inForceOn(versions, date)?.id ?? null).toBe(id);
  });

  it('finds nothing in an empty list', () => {
    expect(inForceOn([], '2026-10-01')).toBeNull();
  });
});
