import { describe, it, expect } from 'vitest';
import { decodeTextFile, parseCsv } from './csv.ts';
import { encodeTis620 } from './tis620.ts';

describe('decodeTextFile', () => {
  it('reads UTF-8 and drops a BOM', () => {
    const utf8 = new TextEncoder().encode('วันที่,จำนวนเงิน\r\n');
    expect(decodeTextFile(utf8)).toBe('วันที่,จำนวนเงิน\r\n');
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('วันที่,จำนวนเงิน\r\n');
    expect(decodeTextFile(new Uint8Array(0))).toBe('');
  });

  it('falls back to TIS-620 / windows-874', () => {
    expect(decodeTextFile(encodeTis620('ชื่อ,Ref.1\r\nนายสมชาย,0001\r\n'))).toBe(
      'ชื่อ,Ref.1\r\nนายสมชาย,0001\r\n',
    );
    // Excel on Thai Windows: smart quotes and € are windows-874 extras.
    expect(decodeTextFile(new Uint8Array([0x93, 0xa1, 0x94, 0x80]))).toBe('“ก”€');
  });

  it('throws RangeError on neither', () => {
    expect(() => decodeTextFile(new Uint8Array([0x41, 0x0a, 0x42, 0xfc]))).toThrow(
      new RangeError('neither UTF-8 nor TIS-620: line 2, byte 2 of that line'),
    );
  });
});

describe('parseCsv', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain, LF',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF, no final newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty fields', ',a,,\n', [['', 'a', '', '']]],
    ['quoted comma', '"1,234.50",x\n', [['1,234.50', 'x']]],
    ['doubled quotes', '"say ""hi""",b\n', [['say "hi"', 'b']]],
    [
      'newline inside quotes',
      '"line 1\r\nline 2",b\r\nc,d\r\n',
      [
        ['line 1\r\nline 2', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted empty', '"",x\n', [['', 'x']]],
    ['quote inside an unquoted field is kept', 'a"b,c\n', [['a"b', 'c']]],
    ['text after a closing quote is appended', '"a"b,c\n', [['ab', 'c']]],
    ['unclosed quote runs to the end', '"a,b\nc', [['a,b\nc']]],
    [
      'blank line in the middle kept, trailing ones dropped',
      'a\n\nb\n\n\r\n',
      [['a'], [''], ['b']],
    ],
    ['a lone CR stays in the field', 'a\rb,c\n', [['a\rb', 'c']]],
    ['BOM dropped', '\uFEFFa,b\n', [['a', 'b']]],
    [
      'semicolons when the first line has no comma',
      'a;b;c\n1,5;2;3\n',
      [
        ['a', 'b', 'c'],
        ['1,5', '2', '3'],
      ],
    ],
    [
      'tabs when the first line has no comma',
      'a\tb\n"x\ty"\tz\n',
      [
        ['a', 'b'],
        ['x\ty', 'z'],
      ],
    ],
    ['commas win when the first line has one', 'a,b;c\n', [['a', 'b;c']]],
    ['empty text', '', []],
    [
      'Thai',
      'ชื่อ,จำนวนเงิน\nนายสมชาย ใจดี,"1,000.00"\n',
      [
        ['ชื่อ', 'จำนวนเงิน'],
        ['นายสมชาย ใจดี', '1,000.00'],
      ],
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });
});
