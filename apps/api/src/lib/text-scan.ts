import type { FileRefusal } from './upload-limits.ts';

export type TextLimits = {
  /** Every line, blank ones too: ten million empty lines are no bank file. */
  maxLines: number;
  /** Lines with something on them. */
  maxRows: number;
  /** The row limit as the refusal states it (maxRows less the allowance for headers). */
  statedRows: number;
  maxLineChars: number;
};

const LF = 0x0a;
const CR = 0x0d;

const isBlank = (bytes: Uint8Array, start: number, end: number) => {
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b !== 0x20 && b !== 0x09 && b !== CR) return false;
  }
  return true;
};

/**
 * Characters of a line whatever its encoding: UTF-8's continuation bytes (10xxxxxx) are
 * not characters; a TIS-620 line is counted a little short, and a line of more than four
 * bytes a character is too long in any encoding.
 */
const tooLong = (bytes: Uint8Array, start: number, end: number, max: number) => {
  if (end - start <= max) return false;
  if (end - start > 4 * max) return true;
  let chars = 0;
  for (let i = start; i < end; i++) if (((bytes[i] ?? 0) & 0xc0) !== 0x80) chars += 1;
  return chars > max;
};

/**
 * Counts a text file's lines as it reads them, stopping at the first limit passed: no
 * line is copied, so a file of five million short lines is refused after its first
 * hundred thousand, in milliseconds, with memory flat. Null: within every limit.
 */
export const scanText = (bytes: Buffer, limits: TextLimits): FileRefusal | null => {
  let start = 0;
  let lines = 0;
  let rows = 0;
  while (start < bytes.length) {
    const lf = bytes.indexOf(LF, start);
    const end = lf < 0 ? bytes.length : lf;
    lines += 1;
    if (lines > limits.maxLines) return { reason: 'lines', max: limits.maxLines };
    if (tooLong(bytes, start, end, limits.maxLineChars))
      return { reason: 'lineLength', line: lines, max: limits.maxLineChars };
    if (!isBlank(bytes, start, end)) {
      rows += 1;
      if (rows > limits.maxRows) return { reason: 'rows', max: limits.statedRows };
    }
    start = end + 1;
  }
  return null;
};
