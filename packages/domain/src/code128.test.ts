import { describe, expect, it } from 'vitest';
import { code128Pattern, code128Symbols, code128Widths } from './code128.ts';

// Expected widths were cross-checked against zxing-cpp's Code 128 writer (zxing-wasm
// 3.1): the same symbols, module for module. Check symbols are worked by hand below.
const KNOWN: { text: string; symbols: number[]; widths: string }[] = [
  {
    // All set B. Check: 104 + 48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35 = 879 ≡ 55.
    text: 'PJJ123C',
    symbols: [104, 48, 42, 42, 17, 18, 19, 35, 55, 106],
    widths: '2112143131211121331121331232212232112211321313213113212331112',
  },
  {
    text: 'Wikipedia',
    symbols: [104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88, 106],
    widths: '2112143113211421122412111421121112421122141412211421121211244212112331112',
  },
  {
    // Start C, two digits a symbol. Check: 105 + 12 + 2·34 + 3·56 + 4·78 + 5·90 = 1115 ≡ 85.
    text: '1234567890',
    symbols: [105, 12, 34, 56, 78, 90, 85, 106],
    widths: '2112321122321311233311212411122141211242112331112',
  },
  {
    // An odd run: the last digit goes to set B after CODE B (100).
    text: '12345',
    symbols: [105, 12, 34, 100, 21, 54, 106],
    widths: '2112321122321311231141312132123111232331112',
  },
  {
    // CR (13) exists only in set A, where it is value 13 + 64 = 77.
    text: 'A\rB',
    symbols: [103, 33, 77, 34, 83, 106],
    widths: '2114121113234131111311231142122331112',
  },
  {
    // One control character among lower case (set B only): SHIFT (98), not two switches.
    text: 'a\rb',
    symbols: [104, 65, 98, 77, 66, 36, 106],
    widths: '2112141211244113114131111214211123132331112',
  },
  {
    // Four digits inside text: CODE C (99) … CODE B (100) costs what it saves, C wins the tie.
    text: 'ab12345cd',
    symbols: [104, 65, 66, 99, 12, 34, 100, 21, 67, 68, 33, 106],
    widths: '2112141211241214211131411122321311231141312132121411221412211113232331112',
  },
];

// The bill-payment barcode text of DOMAIN.md §6: "|" (set B only), CRs (set A only) and
// digit runs (set C).
const BILL_TEXT = '|010555512345601\r1234567\r2570000123\r45678';

describe('code128 symbol table', () => {
  it('has 11 modules a symbol with an even bar sum, 13 for the stop, all distinct', () => {
    const seen = new Set<string>();
    for (let value = 0; value <= 105; value++) {
      const widths = code128Pattern(value);
      expect(widths).toHaveLength(6);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(11);
      // ISO/IEC 15417: the bars of every symbol cover an even number of modules.
      expect(((widths[0] ?? 0) + (widths[2] ?? 0) + (widths[4] ?? 0)) % 2).toBe(0);
      seen.add(widths.join(''));
    }
    expect(seen.size).toBe(106);
    expect(code128Pattern(106)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(() => code128Pattern(107)).toThrow(RangeError);
  });
});

describe('code128Symbols / code128Widths', () => {
  it.each(KNOWN)('encodes $text', ({ text, symbols, widths }) => {
    expect(code128Symbols(text)).toEqual(symbols);
    expect(code128Widths(text).join('')).toBe(widths);
  });

  it('encodes the bill-payment text with B, C and A and the fewest symbols', () => {
    const symbols = code128Symbols(BILL_TEXT);
    expect(symbols).toEqual([
      104, 92, 99, 1, 5, 55, 51, 23, 45, 60, 101, 17, 77, 99, 12, 34, 56, 101, 23, 77, 99, 25, 70,
      0, 1, 23, 101, 77, 20, 99, 56, 78, 12, 106,
    ]);
    // 40 characters in 31 data symbols (all set B/A would need 40 and more switches).
    expect(symbols.length - 3).toBe(31);
  });

  it('ends every barcode with the check symbol (mod 103) and the stop', () => {
    for (const text of [...KNOWN.map((k) => k.text), BILL_TEXT, '0', '\r', '~']) {
      const symbols = code128Symbols(text);
      const data = symbols.slice(0, -2);
      const sum = data.reduce((acc, value, k) => acc + (k === 0 ? value : k * value), 0);
      expect(symbols.at(-2)).toBe(sum % 103);
      expect(symbols.at(-1)).toBe(106);
      const widths = code128Widths(text);
      expect(widths.length % 2).toBe(1); // starts and ends with a bar
      expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * (symbols.length - 1) + 13);
    }
  });

  it('refuses empty text and characters outside ASCII', () => {
    expect(() => code128Symbols('')).toThrow(RangeError);
    expect(() => code128Symbols('ค่าน้ำ')).toThrow(RangeError);
    expect(() => code128Symbols('é')).toThrow(RangeError);
  });
});
