import { describe, expect, it } from 'vitest';
import { formatCustomerNumber, isValidCustomerNumberFormat } from './customer-number.ts';

describe('formatCustomerNumber', () => {
  it.each([
    ['{seq:5}', 123, null, '00123'],
    ['{seq}', 7, null, '7'],
    ['{area}-{seq:4}', 42, 'A01', 'A01-0042'],
    ['W{seq:3}', 12345, null, 'W12345'],
    ['{area}{seq:2}', 3, null, '03'],
  ])('%s with %i and area %s → %s', (format, seq, areaCode, expected) => {
    expect(formatCustomerNumber(format, { seq, areaCode })).toBe(expected);
  });

  it('needs a running number in the format', () => {
    expect(isValidCustomerNumberFormat('{area}-{seq:5}')).toBe(true);
    expect(isValidCustomerNumberFormat('{area}')).toBe(false);
  });
});
