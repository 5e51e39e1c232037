import { describe, expect, it } from 'vitest';
import { scanText, type TextLimits } from './text-scan.ts';

const limits: TextLimits = { maxLines: 10, maxRows: 5, statedRows: 4, maxLineChars: 8 };
const scan = (text: string | Buffer) =>
  scanText(typeof text === 'string' ? Buffer.from(text) : text, limits);

describe('scanText', () => {
  it('passes a file within every limit, with or without a final newline, CRLF or LF', () => {
    expect(scan('a,b\r\nc,d\r\n')).toBeNull();
    expect(scan('a\nb\nc\nd\ne')).toBeNull();
    expect(scan('')).toBeNull();
  });

  it('counts rows (lines with something on them) and states the limit it was given', () => {
    expect(scan('1\n2\n3\n4\n5\n6\n')).toEqual({ reason: 'rows', max: 4 });
    // Blank and whitespace-only lines are no rows…
    expect(scan('1\n\n2\n \t\r\n3\n\n4\n\n5\n')).toBeNull();
  });

  it('…but every line counts toward the line limit', () => {
    expect(scan('\n'.repeat(10))).toBeNull();
    expect(scan('\n'.repeat(11))).toEqual({ reason: 'lines', max: 10 });
    expect(scan(Buffer.alloc(10_000_000, 0x0a))).toEqual({ reason: 'lines', max: 10 });
  });

  it('refuses a line longer than the limit in characters, naming it', () => {
    expect(scan('ok\n123456789\n')).toEqual({ reason: 'lineLength', line: 2, max: 8 });
    // Eight Thai characters are 24 bytes of UTF-8, and within the limit.
    expect(scan('ok\nกขคงจฉชซ\n')).toBeNull();
    expect(scan('ok\nกขคงจฉชซฌ\n')).toEqual({ reason: 'lineLength', line: 2, max: 8 });
    // A line with no newline at all, as long as the file.
    expect(scan(Buffer.alloc(1_000_000, 0x41))).toEqual({ reason: 'lineLength', line: 1, max: 8 });
  });

  it('stops at the first limit passed: five million lines in milliseconds', () => {
    const big = Buffer.from('x\n'.repeat(5_000_000));
    const started = performance.now();
    const real = { maxLines: 100_000, maxRows: 50_050, statedRows: 50_000, maxLineChars: 4_000 };
    expect(scanText(big, real)).toEqual({ reason: 'rows', max: 50_000 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
