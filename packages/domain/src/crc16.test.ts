import { describe, it, expect } from 'vitest';
import { crc16CcittFalse } from './crc16.ts';

describe('crc16CcittFalse', () => {
  it.each([
    ['123456789', '29B1'], // the catalogue check value
    ['', 'FFFF'], // init value, nothing processed
    ['A', 'B915'],
    [
      '00020101021130510016A00000067701011201150105553000121010208C000123453037645802TH6304',
      'B785',
    ],
  ])('%j → %s', (text, expected) => {
    expect(crc16CcittFalse(text)).toBe(expected);
  });

  it('always returns four uppercase hex digits', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(crc16CcittFalse(`payload-${i}`)).toMatch(/^[0-9A-F]{4}$/);
    }
  });
});
