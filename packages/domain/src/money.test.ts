import { describe, it, expect } from 'vitest';
import { bahtToSatang, formatMoney, mulRate, parseMoney, percentOf, roundHalfUp } from './money.ts';

describe('roundHalfUp', () => {
  it.each([
    [0, 1, 0],
    [10, 5, 2],
    [7, 2, 4],
    [5, 2, 3],
    [3, 2, 2],
    [1, 3, 0],
    [2, 3, 1],
    [14, 4, 4],
    [13, 4, 3],
    [-7, 2, -4],
    [-5, 2, -3],
    [-1, 3, 0],
    [-2, 3, -1],
    [7, -2, -4],
    [-7, -2, 4],
    [149, 100, 1],
    [150, 100, 2],
    [-150, 100, -2],
    [Number.MAX_SAFE_INTEGER, 1, Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER, 2, 4503599627370496],
    [Number.MAX_SAFE_INTEGER, 3, 3002399751580330],
    [Number.MAX_SAFE_INTEGER - 1, 3, 3002399751580330],
    [Number.MAX_SAFE_INTEGER - 2, 3, 3002399751580330],
  ])('%d / %d → %d', (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });

  it.each([
    [1, 0],
    [1.5, 2],
    [1, 0.5],
    [Number.NaN, 1],
  ])('refuses %d / %d', (n, d) => {
    expect(() => roundHalfUp(n, d)).toThrow(RangeError);
  });
});

describe('mulRate', () => {
  it.each([
    [0, 850, 1, 0],
    [30, 850, 1, 25500],
    [5, 1035, 1, 5175],
    [3, 8505, 10, 2552], // 2551.5 rounds up
    [1, 8504, 10, 850],
    [10, 1003, 1, 10030],
  ])('%d m³ × %d / %d → %d', (volume, rate, scale, expected) => {
    expect(mulRate(volume, rate, scale)).toBe(expected);
  });

  it('refuses non-integer volume', () => {
    expect(() => mulRate(1.5, 850)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 700, 700],
    [100, 700, 7],
    [150, 700, 11], // 10.5 → 11
    [149, 700, 10], // 10.43 → 10
    [7143, 700, 500], // 500.01 → 500
    [25500, 700, 1785],
    [-150, 700, -11],
    [0, 700, 0],
    [12345, 0, 0],
    [12345, 10000, 12345],
  ])('%d × %d bp → %d', (amount, bp, expected) => {
    expect(percentOf(amount, bp)).toBe(expected);
  });
});

describe('bahtToSatang', () => {
  it.each([
    [0, 0],
    [8.5, 850],
    [10.03, 1003],
    [1.005 + 0.005, 101],
    [14.45, 1445],
    [90, 9000],
    [-1.5, -150],
    [-0, 0],
    [1234567.89, 123456789],
  ])('%d ฿ → %d', (baht, expected) => {
    expect(bahtToSatang(baht)).toBe(expected);
  });

  it.each([[1.005], [0.001], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (baht) => {
    expect(() => bahtToSatang(baht)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [50, '0.50'],
    [100, '1.00'],
    [123450, '1,234.50'],
    [-123450, '-1,234.50'],
    [-1, '-0.01'],
    [99999999, '999,999.99'],
    [100000000, '1,000,000.00'],
    [123456789012, '1,234,567,890.12'],
  ])('%d → %s', (satang, expected) => {
    expect(formatMoney(satang)).toBe(expected);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1,234.5', 123450],
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['12.', null],
    ['-1,234.50', -123450],
    ['-0', 0],
    ['  42.10 ', 4210],
    ['1,000,000', 100000000],
    ['1.234', null],
    ['12,34', null],
    ['1,2345', null],
    [',123', null],
    ['', null],
    ['-', null],
    ['.', null],
    ['abc', null],
    ['1e3', null],
    ['฿100', null],
    ['1 000', null],
    ['--1', null],
    ['+1', null],
    ['99999999999999999999', null],
  ])('%j → %s', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it('round-trips formatMoney', () => {
    for (const satang of [0, 1, 99, 100, 123450, -123450, 987654321]) {
      expect(parseMoney(formatMoney(satang))).toBe(satang);
    }
  });
});
