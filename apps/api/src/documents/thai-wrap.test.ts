import { describe, expect, it } from 'vitest';
import { wrapThai } from './thai-wrap.ts';

// One unit per grapheme cluster, so marks above and below a letter take no width.
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const measure = (text: string) => [...graphemes.segment(text)].length;

describe('wrapThai', () => {
  it('breaks Thai between words, never inside one', () => {
    const lines = wrapThai('ผู้ใช้น้ำชำระค่าน้ำประปาที่สำนักงาน', 10, measure);
    expect(lines.join('')).toBe('ผู้ใช้น้ำชำระค่าน้ำประปาที่สำนักงาน');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(10);
    expect(lines).toContain('สำนักงาน');
  });

  it('keeps ๆ with its word, drops spaces at a break and keeps newlines', () => {
    expect(wrapThai('เด็กๆ เล่นน้ำที่บ่อ', 4, measure)).toEqual(['เด็กๆ', 'เล่นน้ำ', 'ที่บ่อ']);
    expect(wrapThai('หนึ่ง\nสอง', 20, measure)).toEqual(['หนึ่ง', 'สอง']);
    expect(wrapThai('', 20, measure)).toEqual(['']);
  });

  it('never leaves a postcode alone on the last line: the province comes with it', () => {
    const address = '12 หมู่ 3 ต.บ้านเป็ด อ.เมือง จ.ขอนแก่น 40000';
    // 34 wide, the postcode alone would end the address.
    expect(wrapThai(address, 34, measure)).toEqual(['12 หมู่ 3 ต.บ้านเป็ด อ.เมือง', 'จ.ขอนแก่น 40000']);
    // When the two do not fit on one line, the wrap is left as it was.
    expect(wrapThai('จ.ขอนแก่น 40000', 10, measure)).toEqual(['จ.ขอนแก่น', '40000']);
  });

  it('cuts a word wider than the line between grapheme clusters', () => {
    const lines = wrapThai('1234567890', 4, measure);
    expect(lines).toEqual(['1234', '5678', '90']);
  });
});
