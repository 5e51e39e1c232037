import { describe, it, expect } from 'vitest';
import {
  isValidThaiNationalId,
  isValidThaiPhone,
  isValidThaiTaxId,
  maskNationalId,
  normaliseNationalId,
  normalisePhone,
  thirteenDigitCheckDigit,
  withCheckDigit,
} from './national-id.ts';

describe('withCheckDigit', () => {
  it.each([
    ['110170020345', '1101700203450'],
    ['100000000013', '1000000000131'],
    ['123456789012', '1234567890121'],
  ])('%s → %s', (twelve, id) => {
    expect(withCheckDigit(twelve)).toBe(id);
    expect(thirteenDigitCheckDigit(twelve)).toBe(Number(id[12]));
    expect(isValidThaiNationalId(id)).toBe(true);
  });
});

describe('isValidThaiNationalId', () => {
  it.each([
    ['1101700203450', true], // sum mod 11 = 1 → check digit 10 mod 10 = 0
    ['1000000000131', true], // sum mod 11 = 0 → check digit 11 mod 10 = 1
    ['1234567890121', true],
    ['3100600123450', true],
    ['1-2345-67890-12-1', true],
    ['1 2345 67890 12 1', true],
    ['1234567890122', false],
    ['1234567890120', false],
    ['123456789012', false],
    ['12345678901211', false],
    ['123456789012a', false],
    ['', false],
    ['１２３４５６７８９０１２１', false], // full-width digits are not accepted
  ])('%j → %s', (id, expected) => {
    expect(isValidThaiNationalId(id)).toBe(expected);
  });
});

describe('isValidThaiTaxId', () => {
  it.each([
    ['0105553000121', true],
    ['0-1055-53000-12-1', true],
    ['0105553000122', false],
    ['1234567890121', true],
    ['010555300012', false],
  ])('%j → %s', (id, expected) => {
    expect(isValidThaiTaxId(id)).toBe(expected);
  });
});

describe('normaliseNationalId', () => {
  it.each([
    ['1-2345-67890-12-1', '1234567890121'],
    [' 1 2345 67890 12 1 ', '1234567890121'],
    ['1234567890121', '1234567890121'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseNationalId(input)).toBe(expected);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['081-234-5678', '0812345678'],
    ['081 234 5678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['(02) 123-4567', '021234567'],
    ['0812345678', '0812345678'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('isValidThaiPhone', () => {
  it.each([
    ['0812345678', true],
    ['0912345678', true],
    ['0612345678', true],
    ['081-234-5678', true],
    ['+66812345678', true],
    ['021234567', true],
    ['02-123-4567', true],
    ['053123456', true],
    ['073123456', true],
    ['0712345678', false], // 07 is a landline prefix: 9 digits only
    ['0512345678', false],
    ['081234567', false], // mobile prefix needs 10 digits
    ['01234567', false],
    ['011234567', false],
    ['081234567890', false],
    ['08123456ab', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isValidThaiPhone(phone)).toBe(expected);
  });
});

describe('maskNationalId', () => {
  it('shows the last three digits in the card grouping', () => {
    expect(maskNationalId('1103700012345')).toBe('x-xxxx-xxxxx-34-5');
    expect(maskNationalId('1-1037-00012-34-5')).toBe('x-xxxx-xxxxx-34-5');
  });
  it('hides anything that is not a 13-digit id whole', () => {
    expect(maskNationalId('12345')).toBe('x-xxxx-xxxxx-xx-x');
  });
});
