import { describe, expect, it } from 'vitest';
import { cleanText, line, multiline, textProblem } from './text.ts';

const refusal = (value: string, multi = false) => {
  const r = (multi ? multiline() : line()).min(1).max(50).safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the text rule', () => {
  it.each([
    ['  สมชาย  ', 'สมชาย'],
    ['\u200Bสมชาย\uFEFF', 'สมชาย'],
    // Tone mark typed before the lower vowel: NFC puts them in canonical order.
    ['\u0E01\u0E48\u0E38', '\u0E01\u0E38\u0E48'],
    ['e\u0301', '\u00E9'],
  ])('cleans %j to %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
    expect(line().parse(input)).toBe(expected);
  });

  it.each([
    ['a\u0000b', 'v.textControl'],
    ['bell\u0007', 'v.textControl'],
    ['c1\u0085x', 'v.textControl'],
    ['\u202Eevil', 'v.textControl'],
    ['x\u2066y', 'v.textControl'],
    ['ab\uD800', 'v.textControl'],
    ['\uDC00x', 'v.textControl'],
    ['two\nlines', 'v.textLineBreak'],
    ['tab\there', 'v.textLineBreak'],
    ['\u0E31', 'v.textInvisible'],
    ['\u0E48\u0E49', 'v.textInvisible'],
    ['\u0E31\u0E01', 'v.textLeadingMark'],
  ])('refuses %j with %s', (input, key) => {
    expect(refusal(input)).toBe(key);
  });

  it('leaves a blank value to the required check', () => {
    expect(refusal('   ')).not.toMatch(/^v\.text/);
    expect(refusal('\u200B\u200C')).not.toMatch(/^v\.text/);
    expect(textProblem('', false)).toBeNull();
  });

  it('keeps line breaks in a multi-line note, and the rest of the rule', () => {
    expect(multiline().parse(' บรรทัดหนึ่ง\nบรรทัดสอง ')).toBe('บรรทัดหนึ่ง\nบรรทัดสอง');
    expect(refusal('a\u0000\nb', true)).toBe('v.textControl');
  });

  it('accepts ordinary Thai, English and codes', () => {
    for (const ok of ['นางสาวพรทิพย์ ศรีสุข', 'ผู้ใหญ่บ้าน', 'A-01', "O'Brien", 'ถนนมิตรภาพ ซ.3/1']) {
      expect(refusal(ok)).toBeNull();
    }
  });
});
