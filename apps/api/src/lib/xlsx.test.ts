import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';
import {
  bahtOf,
  buildWorkbook,
  contentDisposition,
  guardFormulaText,
  looksLikeFormula,
  MONEY_FORMAT,
} from './xlsx.ts';

type Row = { name: string; amount: number; on: Date };

describe('xlsx', () => {
  it('writes money in baht with a money format, dates in the Buddhist era, a frozen bold header', async () => {
    const t = translator('th');
    const workbook = buildWorkbook<Row>(t, {
      sheetName: 'server:file.officers',
      columns: [
        { header: 'server:officer.fullName', value: (r) => r.name },
        { header: 'server:common.status', numFmt: MONEY_FORMAT, value: (r) => bahtOf(r.amount) },
        { header: 'server:common.createdAt', value: (r) => r.on },
      ],
      rows: [{ name: 'สมชาย ใจดี', amount: 123456, on: new Date('2026-01-31T20:00:00Z') }],
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await workbook.xlsx.writeBuffer());
    const ws = back.worksheets[0]!;
    expect(ws.name).toBe('เจ้าหน้าที่');
    expect(ws.getRow(1).values).toEqual([undefined, 'ชื่อ-นามสกุล', 'สถานะ', 'วันที่สร้าง']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.getCell('A2').value).toBe('สมชาย ใจดี');
    expect(ws.getCell('B2').value).toBe(1234.56);
    expect(ws.getCell('B2').numFmt).toBe('#,##0.00');
    // 20:00 UTC on 31 Jan is already 1 February in Bangkok.
    expect(ws.getCell('C2').value).toBe('01/02/2569');
  });

  it('names the file in UTF-8 with an ASCII fallback (RFC 5987)', () => {
    expect(contentDisposition("เจ้าหน้าที่ (1)'.xlsx", 'Officers.xlsx')).toBe(
      `attachment; filename="Officers.xlsx"; filename*=UTF-8''${encodeURIComponent('เจ้าหน้าที่')}%20%281%29%27.xlsx`,
    );
  });

  it('keeps text that looks like a formula text (Text format), shown as typed; numbers stay numbers', async () => {
    const t = translator('th');
    const typed = [
      '=HYPERLINK("http://evil.example/x","click")',
      '+66812345678',
      '-5 บาท',
      '@SUM(1+1)',
      '\tindented',
    ];
    const workbook = buildWorkbook<{ text: string; amount: number }>(t, {
      sheetName: 'server:file.officers',
      columns: [
        { header: 'server:officer.fullName', value: (r) => r.text },
        { header: 'server:common.status', numFmt: MONEY_FORMAT, value: (r) => bahtOf(r.amount) },
      ],
      rows: [...typed.map((text) => ({ text, amount: -12_345 })), { text: 'สมชาย', amount: 100 }],
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await workbook.xlsx.writeBuffer());
    const ws = back.worksheets[0]!;
    typed.forEach((text, i) => {
      const cell = ws.getCell(`A${i + 2}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.numFmt).toBe('@');
      // A negative amount is a number in the money format, never text.
      const money = ws.getCell(`B${i + 2}`);
      expect(money.value).toBe(-123.45);
      expect(money.numFmt).toBe(MONEY_FORMAT);
    });
    expect(ws.getCell(`A${typed.length + 2}`).numFmt).not.toBe('@');
    expect(ws.getCell('A1').font?.bold).toBe(true);
  });

  it('guards any workbook, every sheet', () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('a');
    const second = workbook.addWorksheet('b', { state: 'veryHidden' });
    first.addRow(['=1+1', 5, -5, 'ok']);
    // XML keeps no CR (it is read back as LF): checked here, before writing.
    second.addRow([null, '@x', '\r=1+1']);
    guardFormulaText(workbook);
    expect(first.getCell('A1').numFmt).toBe('@');
    expect(first.getCell('B1').numFmt).toBeUndefined();
    expect(first.getCell('C1').numFmt).toBeUndefined();
    expect(first.getCell('D1').numFmt).toBeUndefined();
    expect(second.getCell('B1').numFmt).toBe('@');
    expect(second.getCell('C1').numFmt).toBe('@');
    expect([looksLikeFormula('a=1'), looksLikeFormula(-1), looksLikeFormula('')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
