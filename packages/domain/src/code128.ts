// Code 128 (ISO/IEC 15417), as printed under the Thai QR on a bill: the bill-payment
// barcode text `|{billerId}\r{ref1}\r{ref2}\r{satang}` mixes a character only set B has
// ("|"), control characters only set A has ("\r") and long runs of digits that set C
// packs two to a symbol. The encoder picks the sets that give the fewest symbols, so the
// barcode stays short enough to print at a module width a bank scanner reads.

/**
 * Module widths of symbol values 0–105, bar first (bar, space, bar, space, bar, space;
 * 11 modules each), from the ISO/IEC 15417 table.
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232',
] as const; // prettier-ignore

/** The stop symbol (106): 13 modules, ending in the 2-module termination bar. */
const STOP_PATTERN = '2331112';

export const CODE128_SHIFT = 98;
export const CODE128_CODE_C = 99;
export const CODE128_CODE_B = 100;
export const CODE128_CODE_A = 101;
export const CODE128_START_A = 103;
export const CODE128_START_B = 104;
export const CODE128_START_C = 105;
export const CODE128_STOP = 106;

type CodeSet = 'A' | 'B' | 'C';
const SETS: readonly CodeSet[] = ['A', 'B', 'C'];
const START: Record<CodeSet, number> = {
  A: CODE128_START_A,
  B: CODE128_START_B,
  C: CODE128_START_C,
};
const SWITCH_TO: Record<CodeSet, number> = {
  A: CODE128_CODE_A,
  B: CODE128_CODE_B,
  C: CODE128_CODE_C,
};

/** Set A: ASCII 32–95 are values 0–63, the control characters 0–31 are 64–95. */
const valueInA = (code: number): number | null =>
  code >= 32 && code <= 95 ? code - 32 : code < 32 ? code + 64 : null;
/** Set B: ASCII 32–127 are values 0–95. */
const valueInB = (code: number): number | null => (code >= 32 && code <= 127 ? code - 32 : null);

const isDigit = (code: number) => code >= 48 && code <= 57;

type Step = { symbols: number[]; next: number };

/**
 * What encoding the character(s) at `i` costs while staying in `set`: one symbol, a
 * SHIFT and the character (A ↔ B, for one character of the other set), or null when the
 * set cannot carry it.
 */
const stepIn = (set: CodeSet, codes: readonly number[], i: number): Step | null => {
  const code = codes[i] ?? -1;
  if (set === 'C') {
    const second = codes[i + 1] ?? -1;
    if (!isDigit(code) || !isDigit(second)) return null;
    return { symbols: [(code - 48) * 10 + (second - 48)], next: i + 2 };
  }
  const own = set === 'A' ? valueInA(code) : valueInB(code);
  if (own !== null) return { symbols: [own], next: i + 1 };
  const other = set === 'A' ? valueInB(code) : valueInA(code);
  return other === null ? null : { symbols: [CODE128_SHIFT, other], next: i + 1 };
};

/**
 * The symbol values of `text`: start, data (with code-set switches and shifts), the
 * check symbol (start + Σ position × value, mod 103) and the stop symbol. Fewest symbols
 * wins (a shortest path over positions × code sets), so set C is used where it shortens
 * the barcode (from about four digits in a row). Characters must be ASCII 0–127; FNC codes are not
 * produced.
 */
export function code128Symbols(text: string): number[] {
  if (text === '') throw new RangeError('Code 128 needs at least one character');
  const codes = [...text].map((ch) => ch.codePointAt(0) ?? -1);
  const bad = codes.findIndex((code) => code < 0 || code > 127);
  if (bad >= 0) throw new RangeError(`Code 128 encodes ASCII only; position ${bad} is not`);

  const n = codes.length;
  // cost[i][set]: fewest symbols for codes[i..] when the reader is in `set` at i.
  const cost = Array.from({ length: n + 2 }, () => ({ A: Infinity, B: Infinity, C: Infinity }));
  cost[n] = { A: 0, B: 0, C: 0 };
  const direct = (set: CodeSet, i: number) => {
    const step = stepIn(set, codes, i);
    return step ? step.symbols.length + (cost[step.next]?.[set] ?? Infinity) : Infinity;
  };
  for (let i = n - 1; i >= 0; i--) {
    const here = { A: direct('A', i), B: direct('B', i), C: direct('C', i) };
    const row = cost[i];
    if (!row) continue;
    for (const set of SETS) {
      // Switching twice at one position never helps, so one switch then a step is enough.
      row[set] = Math.min(here[set], ...SETS.filter((s) => s !== set).map((s) => 1 + here[s]));
    }
  }

  // Ties go to set C (two digits a symbol), then to staying in the current set, then to B: the same
  // choices as the ISO/IEC 15417 Annex E guidance and zxing-cpp's writer, so our barcodes
  // match theirs symbol for symbol.
  const first = (['C', 'B', 'A'] as const).reduce((best, set) =>
    direct(set, 0) < direct(best, 0) ? set : best,
  );
  const symbols = [START[first]];
  let set: CodeSet = first;
  let i = 0;
  while (i < n) {
    const remaining = cost[i]?.[set] ?? Infinity;
    const costIn = (s: CodeSet) => (s === set ? 0 : 1) + direct(s, i);
    const order: CodeSet[] = ['C', set, 'B', 'A'];
    const target = order.find((s) => costIn(s) === remaining);
    if (!target) throw new Error('Code 128: no encoding path'); // unreachable for ASCII
    if (target !== set) symbols.push(SWITCH_TO[target]);
    set = target;
    const step = stepIn(set, codes, i);
    if (!step) throw new Error('Code 128: no encoding path');
    symbols.push(...step.symbols);
    i = step.next;
  }

  const check = symbols.reduce((sum, value, k) => sum + (k === 0 ? value : k * value), 0) % 103;
  symbols.push(check, CODE128_STOP);
  return symbols;
}

/** Module widths of one symbol value, bar first. */
export function code128Pattern(value: number): number[] {
  const pattern = value === CODE128_STOP ? STOP_PATTERN : PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`no Code 128 symbol ${value}`);
  return [...pattern].map(Number);
}

/**
 * The barcode of `text` as module widths, bar first and alternating bar/space, from the
 * start symbol to the stop's termination bar (an odd count: it begins and ends with a
 * bar). Print each module the same width and leave a quiet zone of ≥ 10 modules on
 * both sides.
 */
export function code128Widths(text: string): number[] {
  return code128Symbols(text).flatMap(code128Pattern);
}
