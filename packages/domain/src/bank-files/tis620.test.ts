import { describe, it, expect } from 'vitest';
import { decodeTis620, encodeTis620 } from './tis620.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('encodeTis620', () => {
  it('maps ASCII as is and Thai U+0E01–U+0E5B to 0xA1–0xFB', () => {
    expect([...encodeTis620('A1 กฮ๛฿')]).toEqual([0x41, 0x31, 0x20, 0xa1, 0xce, 0xfb, 0xdf]);
    expect([...encodeTis620('สมชาย')]).toEqual([0xca, 0xc1, 0xaa, 0xd2, 0xc2]);
    expect(encodeTis620('')).toEqual(new Uint8Array(0));
  });

  it.each([
    ['é', 'not Thai'],
    ['€', 'a windows-874 extra'],
    ['\u0e3b', 'an unassigned Thai code point (would be 0xDB)'],
    ['\u0e5c', 'past ๛'],
    ['😀', 'outside the BMP'],
  ])('throws RangeError on %s (%s)', (text) => {
    expect(() => encodeTis620(`ab${text}`)).toThrow(RangeError);
  });
});

describe('decodeTis620', () => {
  it('round-trips every defined character', () => {
    let all = '';
    for (let c = 0; c < 0x80; c++) all += String.fromCharCode(c);
    for (let c = 0x0e01; c <= 0x0e5b; c++) {
      if (c < 0x0e3b || c > 0x0e3e) all += String.fromCharCode(c);
    }
    const encoded = encodeTis620(all);
    expect(encoded.length).toBe(128 + 87);
    expect(decodeTis620(encoded)).toEqual({ ok: true, text: all });
  });

  it('decodes Thai text', () => {
    expect(decodeTis620(bytes(0xca, 0xc1, 0xaa, 0xd2, 0xc2, 0x0d, 0x0a))).toEqual({
      ok: true,
      text: 'สมชาย\r\n',
    });
  });

  it.each([
    [0x80, 'windows-874 €'],
    [0x81, 'undefined'],
    [0x91, 'windows-874 quote'],
    [0xa0, 'no-break space'],
    [0xdb, 'hole'],
    [0xde, 'hole'],
    [0xfc, 'past ๛'],
    [0xff, 'past ๛'],
  ])('refuses 0x%s (%s)', (bad) => {
    expect(decodeTis620(bytes(0x41, bad))).toEqual({ ok: false, line: 1, offset: 1 });
  });

  it('reports the 1-based line and 0-based offset in that line of the first bad byte', () => {
    const input = bytes(0x41, 0x0d, 0x0a, 0x42, 0x0a, 0x43, 0x44, 0xa1, 0xfc, 0xff);
    expect(decodeTis620(input)).toEqual({ ok: false, line: 3, offset: 3 });
  });

  it('refuses a UTF-8 Thai file', () => {
    const utf8 = new TextEncoder().encode('H\r\nนายสมชาย ใจดี\r\n');
    // น is E0 B8 99: 0xE0 and 0xB8 are TIS-620 letters, 0x99 is not.
    expect(decodeTis620(utf8)).toEqual({ ok: false, line: 2, offset: 2 });
  });

  it('takes the windows-874 extras when asked', () => {
    expect(decodeTis620(bytes(0x80, 0x85, 0x91, 0x97, 0xa0, 0xa1), { windows874: true })).toEqual({
      ok: true,
      text: '€…‘—\u00a0ก',
    });
    expect(decodeTis620(bytes(0x81), { windows874: true })).toEqual({
      ok: false,
      line: 1,
      offset: 0,
    });
  });
});
