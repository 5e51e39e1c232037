import { describe, it, expect } from 'vitest';
import { isIsoDate, parseIsoDate, toIsoDate } from './iso-date.ts';

describe('parseIsoDate', () => {
  it.each([
    ['2026-10-01', { year: 2026, month: 10, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2025-02-29', null],
    ['1900-02-29', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-01-00', null],
    ['2026-1-01', null],
    ['01/10/2569', null],
    ['2026-10-01T00:00:00Z', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
    expect(isIsoDate(text)).toBe(expected !== null);
  });
});

describe('toIsoDate', () => {
  it.each([
    [{ year: 2026, month: 1, day: 5 }, '2026-01-05'],
    [{ year: 999, month: 12, day: 31 }, '0999-12-31'],
  ])('%j → %s', (parts, expected) => {
    expect(toIsoDate(parts)).toBe(expected);
  });
});
