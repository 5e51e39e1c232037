import { describe, expect, it } from 'vitest';
import { inchesOf } from './meter-size-text.ts';

describe('meter sizes as typed', () => {
  it.each([
    ['0.5', 0.5],
    ['1/2', 0.5],
    ['1/2"', 0.5],
    ['½″', 0.5],
    ['1/2 นิ้ว', 0.5],
    ['4 หุน', 0.5],
    ['6หุน', 0.75],
    ['¾', 0.75],
    ['1', 1],
    ['1½″', 1.5],
    ['1 1/2', 1.5],
    ['1-1/2 นิ้ว', 1.5],
    ['2"', 2],
  ])('%s is %d inch', (text, inches) => expect(inchesOf(text)).toBe(inches));

  it.each(['', 'ใหญ่', '1/0', 'abc'])('%s is not a size', (text) =>
    expect(inchesOf(text)).toBeNull(),
  );
});
