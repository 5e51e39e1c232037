import { describe, it, expect } from 'vitest';
import {
  bangkokDate,
  formatDateTimeFor,
  fiscalYearOf,
  fiscalYearRange,
  formatThaiDate,
  formatThaiDateTime,
  thaiMonthName,
  toBuddhistYear,
  toGregorianYear,
} from './thai-date.ts';

describe('toBuddhistYear / toGregorianYear', () => {
  it.each([
    [2026, 2569],
    [2027, 2570],
    [1957, 2500],
  ])('%d CE ↔ %d BE', (ce, be) => {
    expect(toBuddhistYear(ce)).toBe(be);
    expect(toGregorianYear(be)).toBe(ce);
  });
});

describe('fiscalYearOf', () => {
  it.each([
    ['2026-10-01', 2570],
    ['2026-09-30', 2569],
    ['2026-01-01', 2569],
    ['2025-10-01', 2569],
    ['2025-09-30', 2568],
    ['2026-12-31', 2570],
    ['2027-09-30', 2570],
    ['2024-02-29', 2567],
  ])('%s → FY %d', (date, fy) => {
    expect(fiscalYearOf(date)).toBe(fy);
  });

  it('refuses a non-date', () => {
    expect(() => fiscalYearOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('fiscalYearRange', () => {
  it.each([
    [2570, '2026-10-01', '2027-09-30'],
    [2569, '2025-10-01', '2026-09-30'],
    [2543, '1999-10-01', '2000-09-30'],
  ])('FY %d → %s … %s', (fy, start, end) => {
    expect(fiscalYearRange(fy)).toEqual({ start, end });
    expect(fiscalYearOf(start)).toBe(fy);
    expect(fiscalYearOf(end)).toBe(fy);
  });
});

describe('bangkokDate', () => {
  it.each([
    ['2026-09-30T16:59:59.999Z', '2026-09-30'],
    ['2026-09-30T17:00:00.000Z', '2026-10-01'], // midnight in Bangkok (UTC+7)
    ['2026-12-31T17:00:00Z', '2027-01-01'],
    ['2026-06-15T00:00:00Z', '2026-06-15'],
    ['2024-02-28T18:00:00Z', '2024-02-29'],
  ])('%s → %s', (instant, expected) => {
    expect(bangkokDate(new Date(instant))).toBe(expected);
  });

  it('refuses an invalid Date', () => {
    expect(() => bangkokDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatThaiDate', () => {
  it.each([
    ['2026-10-01', '01/10/2569'],
    ['2027-01-05', '05/01/2570'],
    ['2024-02-29', '29/02/2567'],
  ])('%s → %s', (date, expected) => {
    expect(formatThaiDate(date)).toBe(expected);
  });

  it('refuses a non-date', () => {
    expect(() => formatThaiDate('1/10/2026')).toThrow(RangeError);
  });
});

describe('formatThaiDateTime', () => {
  it.each([
    ['2026-10-01T03:05:00Z', '01/10/2569 - 10:05 น.'],
    ['2026-09-30T17:00:00Z', '01/10/2569 - 00:00 น.'],
    ['2026-09-30T16:59:00Z', '30/09/2569 - 23:59 น.'],
    ['2026-12-31T17:30:00Z', '01/01/2570 - 00:30 น.'],
  ])('%s → %s', (instant, expected) => {
    expect(formatThaiDateTime(new Date(instant))).toBe(expected);
  });
});

describe('thaiMonthName', () => {
  it.each([
    [1, 'มกราคม', 'ม.ค.'],
    [2, 'กุมภาพันธ์', 'ก.พ.'],
    [3, 'มีนาคม', 'มี.ค.'],
    [4, 'เมษายน', 'เม.ย.'],
    [5, 'พฤษภาคม', 'พ.ค.'],
    [6, 'มิถุนายน', 'มิ.ย.'],
    [7, 'กรกฎาคม', 'ก.ค.'],
    [8, 'สิงหาคม', 'ส.ค.'],
    [9, 'กันยายน', 'ก.ย.'],
    [10, 'ตุลาคม', 'ต.ค.'],
    [11, 'พฤศจิกายน', 'พ.ย.'],
    [12, 'ธันวาคม', 'ธ.ค.'],
  ])('%d → %s / %s', (month, long, short) => {
    expect(thaiMonthName(month, 'long')).toBe(long);
    expect(thaiMonthName(month)).toBe(long);
    expect(thaiMonthName(month, 'short')).toBe(short);
  });

  it.each([[0], [13], [1.5]])('refuses %d', (month) => {
    expect(() => thaiMonthName(month)).toThrow(RangeError);
  });
});

describe('formatDateTimeFor', () => {
  it('writes Thai with the BE year and น., other languages in the Christian era', () => {
    const at = new Date('2026-11-27T03:44:00Z');
    expect(formatDateTimeFor('th', at)).toBe('27/11/2569 - 10:44 น.');
    expect(formatDateTimeFor('en', at)).toBe('27/11/2026 10:44');
  });
});
