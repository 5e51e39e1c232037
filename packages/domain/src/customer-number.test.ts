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

  it('refuses, and never pads to, a width past 20 digits', () => {
    expect(isValidCustomerNumberFormat('{seq:20}')).toBe(true);
    expect(isValidCustomerNumberFormat('{seq:21}')).toBe(false);
    expect(isValidCustomerNumberFormat('{seq:0}')).toBe(false);
    expect(isValidCustomerNumberFormat('{seq}-{seq:99999999}')).toBe(false);
    expect(formatCustomerNumber('{seq:99999999}', { seq: 7 })).toBe('7'.padStart(20, '0'));
  });
});
