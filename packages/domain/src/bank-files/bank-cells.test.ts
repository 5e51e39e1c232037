import { describe, it, expect } from 'vitest';
import {
  bankRowKey,
  parseBankAmount,
  parseBankDate,
  parseBankTime,
  type BankCell,
} from './bank-cells.ts';

describe('parseBankDate', () => {
  it.each<[BankCell, string | null]>([
    ['25/11/2569', '2026-11-25'],
    ['25/11/2026', '2026-11-25'],
    ['5/1/2569', '2026-01-05'],
    ['05-01-2026', '2026-01-05'],
    ['05.01.2569', '2026-01-05'],
    ['  25/11/2569  ', '2026-11-25'],
    ['25/11/2569 14:03:11', '2026-11-25'],
    ['25/11/2026 2:03 PM', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
    ['2026-11-25T14:03:11', '2026-11-25'],
    ['2569-11-25', '2026-11-25'],
    ['29/02/2567', '2024-02-29'],
    ['29/02/2568', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['25/13/2569', null],
    ['11/25/2026', null],
    ['25/11/69', null],
    ['1899-12-31', null],
    ['', null],
    ['วันนี้', null],
    [new Date('2026-11-25T00:00:00Z'), '2026-11-25'],
    [new Date('2026-11-24T17:00:00Z'), '2026-11-25'],
    [new Date('2026-11-25T16:59:59Z'), '2026-11-25'],
    [new Date('2026-11-25T17:00:00Z'), '2026-11-26'],
    [new Date(Number.NaN), null],
    [46351, '2026-11-25'],
    [46351.5846, '2026-11-25'],
    [61, '1900-03-01'],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (cell, expected) => {
    expect(parseBankDate(cell)).toBe(expected);
  });
});

describe('parseBankTime', () => {
  it.each<[BankCell, string | null]>([
    ['14:03', '14:03:00'],
    ['14:03:11', '14:03:11'],
    ['9:05:01', '09:05:01'],
    ['140311', '14:03:11'],
    ['000000', '00:00:00'],
    ['14:03:11.250', '14:03:11'],
    ['14.03 น.', '14:03:00'],
    ['2:03:11 PM', '14:03:11'],
    ['12:00 AM', '00:00:00'],
    ['12:30 pm', '12:30:00'],
    ['25/11/2569 14:03:11', '14:03:11'],
    ['2026-11-25T14:03:11', '14:03:11'],
    ['2026-11-25 09:15', '09:15:00'],
    ['24:00', null],
    ['14:60', null],
    ['13:00 PM', null],
    ['250000', null],
    ['1403', null],
    ['', null],
    [new Date('2026-11-25T07:03:11Z'), '14:03:11'],
    [new Date('2026-11-25T17:00:00Z'), '00:00:00'],
    [new Date(Number.NaN), null],
    [0.5, '12:00:00'],
    [0, '00:00:00'],
    [0.25, '06:00:00'],
    [(14 * 3600 + 3 * 60 + 11) / 86400, '14:03:11'],
    [46351 + (14 * 3600 + 3 * 60 + 11) / 86400, '14:03:11'],
    [0.99999999, '23:59:59'],
    [-0.5, null],
    [null, null],
  ])('%j → %s', (cell, expected) => {
    expect(parseBankTime(cell)).toBe(expected);
  });
});

describe('parseBankAmount', () => {
  it.each<[BankCell, number | null]>([
    ['1,234.50', 123450],
    ['1234', 123400],
    ['1234.5', 123450],
    ['฿ 80.00', 8000],
    ['80.00 บาท', 8000],
    ['THB 80', 8000],
    [' 80.5 ', 8050],
    ['0.01', 1],
    ['0', 0],
    ['80.', 8000],
    ['1,234,567.89', 123456789],
    ['12,34.00', null],
    ['1234,567', null],
    ['80.505', null],
    ['80.500', null],
    ['-80.00', null],
    ['(80.00)', null],
    ['abc', null],
    ['', null],
    ['   ', null],
    [80.5, 8050],
    [80, 8000],
    [0.1 + 0.2, 30],
    [1234567.89, 123456789],
    [10.03, 1003],
    [80.505, null],
    [-1, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NaN, null],
    [new Date(0), null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (cell, expected) => {
    expect(parseBankAmount(cell)).toBe(expected);
  });
});

describe('bankRowKey', () => {
  const row = {
    bankRef: null,
    payDate: '2026-11-25',
    time: '14:03:11',
    amount: 40705,
    ref1: '0001234',
    ref2: '6911000123',
  };

  it('is the bank reference when there is one', () => {
    expect(bankRowKey({ ...row, bankRef: 'FT2611250001' })).toBe('ref:FT2611250001');
    expect(bankRowKey({ ...row, bankRef: ' FT2611250001 ' })).toBe('ref:FT2611250001');
  });

  it('is date, time, amount and refs otherwise', () => {
    expect(bankRowKey(row)).toBe('dt:2026-11-25|14:03:11|40705|0001234|6911000123');
    expect(bankRowKey({ ...row, bankRef: '  ' })).toBe(
      'dt:2026-11-25|14:03:11|40705|0001234|6911000123',
    );
    expect(bankRowKey({ ...row, time: null, ref1: null, ref2: null })).toBe(
      'dt:2026-11-25||40705||',
    );
  });
});
