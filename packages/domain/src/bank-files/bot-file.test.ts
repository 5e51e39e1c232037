import { describe, it, expect } from 'vitest';
import { looksLikeBotFile, parseBotFile } from './bot-file.ts';
import type { BotParseResult } from './bot-types.ts';
import { writeBotFile, type BotWriteInput } from './bot-file-write.ts';
import { decodeTis620, encodeTis620 } from './tis620.ts';

const BILLER = '010555300012101';

const INPUT: BotWriteInput = {
  bankCode: '004',
  account: '1234567890',
  companyName: 'การประปาหมู่บ้านหนองบัว',
  effectiveDate: '2026-11-25',
  serviceCode: 'PRAPA01',
  details: [
    {
      payDate: '2026-11-25',
      time: '09:15:02',
      payerName: 'นายสมชาย ใจดี',
      ref1: '0001234',
      ref2: '6911000123',
      amount: 40705,
      billerId: BILLER,
      branch: '0012',
      txCode: 'CSH',
    },
    {
      payDate: '2026-11-25',
      time: '14:03:11',
      payerName: 'นางสาวกัลยาณี ศรีสุข',
      ref1: '0000077',
      ref2: '6911000124',
      amount: 15000,
      billerId: BILLER,
      txCode: 'TRF',
    },
    {
      payDate: '2026-11-26',
      time: '00:00:59',
      payerName: 'บริษัท น้ำใส จำกัด',
      ref1: '0009999',
      ref2: '',
      amount: 1,
      billerId: BILLER,
    },
  ],
};

/** The file as text lines (CRLF dropped), to damage one and write it back. */
function linesOf(file: Uint8Array): string[] {
  const decoded = decodeTis620(file);
  if (!decoded.ok) throw new Error('fixture is not TIS-620');
  return decoded.text.split('\r\n').slice(0, -1);
}

const fileOf = (lines: string[]): Uint8Array => encodeTis620(lines.map((l) => `${l}\r\n`).join(''));

function problemsOf(result: BotParseResult) {
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('writeBotFile', () => {
  it('writes 256-character records with CRLF and the fields at their offsets', () => {
    const file = writeBotFile(INPUT);
    expect(file.length).toBe(5 * 258);
    const [h, d1, d2, d3, t] = linesOf(file) as [string, string, string, string, string];
    for (const line of [h, d1, d2, d3, t]) expect(line.length).toBe(256);
    expect(h.slice(0, 20)).toBe('H0000010041234567890');
    expect(h.slice(20, 60)).toBe('การประปาหมู่บ้านหนองบัว'.padEnd(40));
    expect(h.slice(60, 76)).toBe('25112569PRAPA01 ');
    expect(h.slice(76).trim()).toBe('');
    expect(d1.slice(0, 34)).toBe('D0000020041234567890' + '25112569' + '091502');
    expect(d1.slice(34, 84)).toBe('นายสมชาย ใจดี'.padEnd(50));
    expect(d1.slice(84, 144)).toBe('0001234'.padEnd(20) + '6911000123'.padEnd(20) + ' '.repeat(20));
    expect(d1.slice(144, 176)).toBe('0012' + '0000' + 'C' + 'CSH' + '0000000' + '0000000040705');
    expect(d1.slice(176, 196)).toBe(' '.repeat(20));
    expect(d1.slice(196, 211)).toBe(BILLER);
    expect(d1.slice(211)).toBe(' '.repeat(45));
    expect(t.slice(0, 58)).toBe(
      'T0000050041234567890' + '0000000000000' + '000000' + '0000000055706' + '000003',
    );
    expect(t.slice(58)).toBe(' '.repeat(198));
  });

  it('writes CE years when asked', () => {
    const [h, d1] = linesOf(writeBotFile({ ...INPUT, yearEra: 'CE' }));
    expect(h?.slice(60, 68)).toBe('25112026');
    expect(d1?.slice(20, 28)).toBe('25112026');
  });

  it('cuts a payer name longer than 50 characters and refuses a ref longer than 20', () => {
    const long = 'ก'.repeat(60);
    const [, d1] = linesOf(
      writeBotFile({ ...INPUT, details: [{ ...INPUT.details[0]!, payerName: long }] }),
    );
    expect(d1?.slice(34, 84)).toBe('ก'.repeat(50));
    expect(() =>
      writeBotFile({ ...INPUT, details: [{ ...INPUT.details[0]!, ref1: '1'.repeat(21) }] }),
    ).toThrow(RangeError);
    expect(() =>
      writeBotFile({ ...INPUT, details: [{ ...INPUT.details[0]!, amount: 1.5 }] }),
    ).toThrow(RangeError);
  });
});

describe('parseBotFile', () => {
  it('reads back what writeBotFile wrote, Thai names included', () => {
    expect(parseBotFile(writeBotFile(INPUT))).toEqual({
      ok: true,
      file: {
        header: {
          line: 1,
          bankCode: '004',
          account: '1234567890',
          companyName: 'การประปาหมู่บ้านหนองบัว',
          effectiveDate: '2026-11-25',
          serviceCode: 'PRAPA01',
        },
        details: [
          {
            line: 2,
            seq: '000002',
            bankCode: '004',
            account: '1234567890',
            payDate: '2026-11-25',
            time: '09:15:02',
            payerName: 'นายสมชาย ใจดี',
            ref1: '0001234',
            ref2: '6911000123',
            ref3: '',
            branch: '0012',
            teller: '0000',
            kind: 'C',
            txCode: 'CSH',
            chequeNo: '0000000',
            amount: 40705,
            billerId: BILLER,
          },
          {
            line: 3,
            seq: '000003',
            bankCode: '004',
            account: '1234567890',
            payDate: '2026-11-25',
            time: '14:03:11',
            payerName: 'นางสาวกัลยาณี ศรีสุข',
            ref1: '0000077',
            ref2: '6911000124',
            ref3: '',
            branch: '0000',
            teller: '0000',
            kind: 'C',
            txCode: 'TRF',
            chequeNo: '0000000',
            amount: 15000,
            billerId: BILLER,
          },
          {
            line: 4,
            seq: '000004',
            bankCode: '004',
            account: '1234567890',
            payDate: '2026-11-26',
            time: '00:00:59',
            payerName: 'บริษัท น้ำใส จำกัด',
            ref1: '0009999',
            ref2: '',
            ref3: '',
            branch: '0000',
            teller: '0000',
            kind: 'C',
            txCode: 'CSH',
            chequeNo: '0000000',
            amount: 1,
            billerId: BILLER,
          },
        ],
        trailer: { line: 5, debitTotal: 0, debitCount: 0, creditTotal: 55706, creditCount: 3 },
      },
    });
  });

  it('reads CE years the same as BE years', () => {
    const be = parseBotFile(writeBotFile(INPUT));
    const ce = parseBotFile(writeBotFile({ ...INPUT, yearEra: 'CE' }));
    expect(ce).toEqual(be);
    expect(ce.ok && ce.file.details.map((d) => d.payDate)).toEqual([
      '2026-11-25',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('takes LF line ends, no final newline, and blank lines at the end', () => {
    const lines = linesOf(writeBotFile(INPUT));
    const expected = parseBotFile(writeBotFile(INPUT));
    expect(parseBotFile(encodeTis620(lines.join('\n')))).toEqual(expected);
    expect(parseBotFile(encodeTis620(lines.join('\n') + '\n\r\n  \n'))).toEqual(expected);
  });

  it('keeps debit details apart from the credit count and total', () => {
    const input: BotWriteInput = {
      ...INPUT,
      details: [...INPUT.details, { ...INPUT.details[0]!, kind: 'D', amount: 500 }],
    };
    const result = parseBotFile(writeBotFile(input));
    expect(result.ok && result.file.trailer).toEqual({
      line: 6,
      debitTotal: 500,
      debitCount: 1,
      creditTotal: 55706,
      creditCount: 3,
    });
    expect(result.ok && result.file.details[3]?.kind).toBe('D');
  });

  it('reports a truncated line with its number and length', () => {
    const lines = linesOf(writeBotFile(INPUT));
    lines[2] = lines[2]!.slice(0, 255);
    expect(problemsOf(parseBotFile(fileOf(lines)))).toEqual([
      { line: 3, code: 'lineLength', expected: '256', found: '255' },
    ]);
  });

  it('reports a trailer total that does not add up', () => {
    const result = parseBotFile(
      writeBotFile({ ...INPUT, trailerOverride: { creditTotal: 55700 } }),
    );
    expect(problemsOf(result)).toEqual([
      { line: 5, code: 'trailerTotal', expected: '55706', found: '55700' },
    ]);
  });

  it('reports a trailer count that does not add up', () => {
    const result = parseBotFile(
      writeBotFile({ ...INPUT, trailerOverride: { creditCount: 4, creditTotal: 1 } }),
    );
    expect(problemsOf(result)).toEqual([
      { line: 5, code: 'trailerCount', expected: '3', found: '4' },
      { line: 5, code: 'trailerTotal', expected: '55706', found: '1' },
    ]);
  });

  it('refuses a UTF-8 file at its first non-TIS-620 byte', () => {
    const lines = linesOf(writeBotFile(INPUT));
    const utf8 = new TextEncoder().encode(lines.join('\r\n'));
    // Line 1's company name starts at 20 with 'ก' = E0 B8 81: 0x81 is not TIS-620.
    expect(problemsOf(parseBotFile(utf8))).toEqual([
      { line: 1, code: 'encoding', expected: 'TIS-620', found: '0x81', offset: 22 },
    ]);
  });

  it('reports records out of order', () => {
    const [h, d1, d2, d3, t] = linesOf(writeBotFile(INPUT)) as string[];
    expect(problemsOf(parseBotFile(fileOf([d1!, h!, d2!, t!, d3!])))).toEqual([
      { line: 1, code: 'noHeader', expected: 'H', found: 'D' },
      { line: 2, code: 'recordType', expected: 'D', found: 'H' },
      { line: 5, code: 'afterTrailer', found: 'D' },
    ]);
    expect(problemsOf(parseBotFile(fileOf([h!, d1!, d2!])))).toEqual([
      { line: 3, code: 'noTrailer', expected: 'T', found: 'D' },
    ]);
    expect(problemsOf(parseBotFile(fileOf([h!, d1!, t!, t!])))).toEqual([
      { line: 4, code: 'afterTrailer', found: 'T' },
    ]);
    const x = 'X' + d1!.slice(1);
    expect(problemsOf(parseBotFile(fileOf([h!, x, t!])))).toEqual([
      { line: 2, code: 'recordType', expected: 'H, D or T', found: 'X' },
    ]);
  });

  it('collects every bad field of every line', () => {
    const lines = linesOf(writeBotFile(INPUT));
    const set = (line: string, start: number, value: string): string =>
      line.slice(0, start) + value + line.slice(start + value.length);
    lines[1] = set(set(lines[1]!, 20, '31022569'), 28, '246000');
    lines[2] = set(set(lines[2]!, 152, 'X'), 163, '00000000407.5');
    lines[3] = set(lines[3]!, 20, '25112569'.replace('2569', '0026'));
    expect(problemsOf(parseBotFile(fileOf(lines)))).toEqual([
      { line: 2, code: 'date', expected: 'DDMMYYYY', found: '31022569' },
      { line: 2, code: 'time', expected: 'HHMMSS', found: '246000' },
      { line: 3, code: 'kind', expected: 'C or D', found: 'X' },
      { line: 3, code: 'amount', expected: '13 digits', found: '00000000407.5' },
      { line: 4, code: 'date', expected: 'DDMMYYYY', found: '25110026' },
    ]);
  });

  it('reads a blank kind as a credit, counted in the trailer (some banks leave it blank)', () => {
    const lines = linesOf(writeBotFile(INPUT));
    for (const i of [1, 2, 3]) lines[i] = lines[i]!.slice(0, 152) + ' ' + lines[i]!.slice(153);
    const result = parseBotFile(fileOf(lines));
    expect(result.ok && result.file.details.map((d) => d.kind)).toEqual(['C', 'C', 'C']);
    expect(result.ok && result.file.trailer.creditCount).toBe(3);
  });

  it('stops listing at 200 problems', () => {
    const lines = linesOf(
      writeBotFile({ ...INPUT, details: Array.from({ length: 300 }, () => INPUT.details[0]!) }),
    );
    const short = lines.map((l, i) => (i === 0 || i === lines.length - 1 ? l : l.slice(0, 250)));
    const problems = problemsOf(parseBotFile(fileOf(short)));
    expect(problems.length).toBe(200);
    expect(problems[199]).toEqual({ line: 201, code: 'lineLength', expected: '256', found: '250' });
  });

  it('reports an empty file', () => {
    expect(problemsOf(parseBotFile(new Uint8Array(0)))).toEqual([{ line: 1, code: 'empty' }]);
    expect(problemsOf(parseBotFile(encodeTis620('\r\n\r\n')))).toEqual([
      { line: 1, code: 'empty' },
    ]);
  });

  it('writes and reads 10,000 rows quickly', () => {
    const details = Array.from({ length: 10_000 }, (_, i) => ({
      payDate: '2026-11-25',
      time: '10:00:00',
      payerName: `นายทดสอบ ลำดับที่ ${i}`,
      ref1: String(i).padStart(7, '0'),
      ref2: `69110${String(i).padStart(5, '0')}`,
      amount: 10_000 + i,
      billerId: BILLER,
    }));
    // A sanity check on a shared machine: up to three runs, the later ones warmed up.
    let best = Infinity;
    let result: BotParseResult | null = null;
    let file: Uint8Array = new Uint8Array(0);
    for (let run = 0; run < 3 && best >= 300; run++) {
      const started = performance.now();
      file = writeBotFile({ ...INPUT, details });
      result = parseBotFile(file);
      best = Math.min(best, performance.now() - started);
    }
    expect(file.length).toBe(10_002 * 258);
    expect(result?.ok && result.file.details.length).toBe(10_000);
    expect(result?.ok && result.file.details[9_999]?.ref2).toBe('6911009999');
    expect(result?.ok && result.file.trailer.creditTotal).toBe(10_000 * 10_000 + 49_995_000);
    expect(best).toBeLessThan(300);
  });
});

describe('looksLikeBotFile', () => {
  const file = writeBotFile(INPUT);

  it('is true for a BOT file, also re-saved as UTF-8', () => {
    expect(looksLikeBotFile(file)).toBe(true);
    expect(looksLikeBotFile(file.subarray(0, 256))).toBe(true);
    expect(looksLikeBotFile(new TextEncoder().encode(linesOf(file).join('\n')))).toBe(true);
  });

  it('is false for anything else', () => {
    expect(looksLikeBotFile(new Uint8Array(0))).toBe(false);
    expect(looksLikeBotFile(file.subarray(258))).toBe(false);
    expect(looksLikeBotFile(new TextEncoder().encode('Header,Date,Amount\r\n1,2,3\r\n'))).toBe(
      false,
    );
    expect(looksLikeBotFile(encodeTis620('H' + ' '.repeat(254) + '\r\n'))).toBe(false);
  });
});
